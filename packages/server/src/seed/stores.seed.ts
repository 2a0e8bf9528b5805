/** A demo store row: real, well-known sneaker shops; addresses as published by the shops. */
export interface SeedStore {
  name: string;
  address: string;
  city: string;
  state: string;
  country: string;
  phone: string | null;
  website: string | null;
  status: "flagship" | "chain" | "boutique";
  rakutenMerchantId: string | null;
}

const s = (
  name: string, address: string, city: string, state: string, country: string,
  status: SeedStore["status"], website: string | null, phone: string | null = null, rakutenMerchantId: string | null = null,
): SeedStore => ({ name, address, city, state, country, phone, website, status, rakutenMerchantId });

export const SEED_STORES: SeedStore[] = [
  // United States
  s("Nike NYC House of Innovation 000", "650 5th Ave", "New York", "NY", "USA", "flagship", "https://www.nike.com/retail/s/nike-nyc-house-of-innovation-000", "(212) 376-9480", "2417"),
  s("Kith Manhattan", "337 Lafayette St", "New York", "NY", "USA", "flagship", "https://kith.com", "(646) 648-6285"),
  s("Extra Butter New York", "125 Orchard St", "New York", "NY", "USA", "boutique", "https://extrabutterny.com", "(212) 675-6640"),
  s("Foot Locker Times Square", "1530 Broadway", "New York", "NY", "USA", "chain", "https://www.footlocker.com", "(212) 391-6036", "37695"),
  s("Concepts Cambridge", "18 Brattle St", "Cambridge", "MA", "USA", "boutique", "https://cncpts.com", "(617) 868-2867"),
  s("Bodega", "6 Clearway St", "Boston", "MA", "USA", "boutique", "https://bdgastore.com", "(617) 421-1550"),
  s("Undefeated La Brea", "112 1/2 S La Brea Ave", "Los Angeles", "CA", "USA", "flagship", "https://undefeated.com", "(323) 937-6077"),
  s("Nike The Grove", "189 The Grove Dr", "Los Angeles", "CA", "USA", "flagship", "https://www.nike.com", "(323) 930-2400", "2417"),
  s("Sneaker Politics", "3324 Magazine St", "New Orleans", "LA", "USA", "boutique", "https://sneakerpolitics.com", "(504) 301-1499"),
  s("Social Status Charlotte", "1520 Central Ave", "Charlotte", "NC", "USA", "boutique", "https://www.socialstatuspgh.com", "(704) 910-3800"),
  s("A Ma Maniére Atlanta", "96 Mitchell St SW", "Atlanta", "GA", "USA", "boutique", "https://www.a-ma-maniere.com", "(404) 549-7160"),
  s("Feature Las Vegas", "3500 Las Vegas Blvd S", "Las Vegas", "NV", "USA", "boutique", "https://feature.com", "(702) 431-7422"),
  s("Oneness Boutique", "3700 Memphis Ave", "Memphis", "TN", "USA", "boutique", "https://www.onenessboutique.com", null),
  s("Packer Shoes", "328 Broad Ave", "Teaneck", "NJ", "USA", "boutique", "https://packershoes.com", "(201) 836-8822"),
  s("Xhibition", "1000 Alamo Plaza", "San Antonio", "TX", "USA", "boutique", "https://www.xhibition.co", null),
  s("Foot Locker Michigan Avenue", "33 E Chicago Ave", "Chicago", "IL", "USA", "chain", "https://www.footlocker.com", "(312) 787-1211", "37695"),
  s("Jordan 73 Chicago", "2 E Chicago Ave", "Chicago", "IL", "USA", "flagship", "https://www.nike.com/jordan", null, "2417"),
  s("Likelihood", "1101 E Pike St", "Seattle", "WA", "USA", "boutique", "https://likelihood.us", "(206) 457-8570"),
  s("Shoe Palace Union Square", "865 Market St", "San Francisco", "CA", "USA", "chain", "https://www.shoepalace.com", "(415) 543-3600", "43167"),
  s("Finish Line Lenox Square", "3393 Peachtree Rd NE", "Atlanta", "GA", "USA", "chain", "https://www.finishline.com", "(404) 231-9340", "38440"),
  // Canada
  s("Livestock Toronto", "116 Spadina Ave", "Toronto", "ON", "Canada", "boutique", "https://www.deadstock.ca", "+1 416-360-5483"),
  s("Haven Vancouver", "32 Water St", "Vancouver", "BC", "Canada", "boutique", "https://havenshop.com", "+1 604-336-8366"),
  // United Kingdom
  s("END. Newcastle", "Unit 1, 1 Newgate St", "Newcastle upon Tyne", "England", "United Kingdom", "flagship", "https://www.endclothing.com", "+44 191 261 6001"),
  s("Footpatrol London", "80 Berwick St", "London", "England", "United Kingdom", "boutique", "https://www.footpatrol.com", "+44 20 7287 8094"),
  s("Size? Carnaby Street", "33-34 Carnaby St", "London", "England", "United Kingdom", "chain", "https://www.size.co.uk", "+44 20 7287 4016"),
  s("Nike Town London", "236 Oxford St", "London", "England", "United Kingdom", "flagship", "https://www.nike.com/gb", "+44 20 7612 0800"),
  // Germany
  s("Solebox Berlin", "Nürnberger Str. 16", "Berlin", "Berlin", "Germany", "boutique", "https://www.solebox.com", "+49 30 21961900"),
  s("Overkill Berlin", "Köpenicker Str. 195a", "Berlin", "Berlin", "Germany", "boutique", "https://www.overkillshop.com", "+49 30 69506726"),
  s("BSTN Munich", "Maximilianstraße 35", "Munich", "Bavaria", "Germany", "boutique", "https://www.bstn.com", "+49 89 23007050"),
  // Netherlands
  s("Patta Amsterdam", "Zeedijk 67", "Amsterdam", "North Holland", "Netherlands", "boutique", "https://www.patta.nl", "+31 20 331 8571"),
  s("Afew Store Düsseldorf", "Oststraße 36", "Düsseldorf", "North Rhine-Westphalia", "Germany", "boutique", "https://en.afew-store.com", "+49 211 96683670"),
  // Sweden
  s("Sneakersnstuff Stockholm", "Götgatan 37", "Stockholm", "Stockholm", "Sweden", "flagship", "https://www.sneakersnstuff.com", "+46 8 743 07 06"),
  // France
  s("Starcow Paris", "68 Rue Saint-Denis", "Paris", "Île-de-France", "France", "boutique", "https://www.starcowparis.com", "+33 1 40 26 90 34"),
  s("Nike Champs-Élysées", "79 Av. des Champs-Élysées", "Paris", "Île-de-France", "France", "flagship", "https://www.nike.com/fr", "+33 1 70 98 58 00"),
  // Japan
  s("atmos Tokyo Harajuku", "4-30-3 Jingumae, Shibuya-ku", "Tokyo", "Tokyo", "Japan", "flagship", "https://www.atmos-tokyo.com", "+81 3-6434-0868"),
  s("Billy's Ent Shibuya", "1-23-16 Jinnan, Shibuya-ku", "Tokyo", "Tokyo", "Japan", "chain", "https://www.billys-tokyo.net", "+81 3-5456-1255"),
  // Taiwan
  s("Invincible Taipei", "No. 6, Ln. 49, Sec. 4, Zhongxiao E. Rd", "Taipei", "Taipei", "Taiwan", "boutique", "https://www.iamincredible.com", "+886 2 2741 3899"),
  // Australia
  s("Up There Melbourne", "Shop 2, 15 Howey Pl", "Melbourne", "VIC", "Australia", "boutique", "https://upthereshop.com.au", "+61 3 9663 7336"),
  s("Sneakerboy Sydney", "265 Clarence St", "Sydney", "NSW", "Australia", "boutique", "https://www.sneakerboy.com", "+61 2 9264 1150"),
  // South Korea
  s("Kasina Seoul", "31 Apgujeong-ro 46-gil, Gangnam-gu", "Seoul", "Seoul", "South Korea", "boutique", "https://www.kasina.co.kr", "+82 2-517-0712"),
  // Italy and Denmark
  s("Slam Jam Milan", "Via Giovanni Lanza 1", "Milan", "Lombardy", "Italy", "boutique", "https://www.slamjam.com", "+39 02 8068 9070"),
  s("Naked Copenhagen", "Gothersgade 37", "Copenhagen", "Capital Region", "Denmark", "boutique", "https://www.nakedcph.com", "+45 33 13 14 20"),
  // Philippines
  s("Commonwealth Manila", "BGC Bonifacio High Street", "Taguig", "Metro Manila", "Philippines", "boutique", "https://www.commonwealth-ftgg.com", null),
];
