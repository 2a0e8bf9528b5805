import type { ResourceCategory, ResourceListing } from "./content.schema";

/** The file name stem of a listing's logo: "END. Clothing" → "end-clothing". */
export function resourceSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const listing = (category: ResourceCategory, name: string, url: string, description: string): ResourceListing => ({
  name,
  url,
  description,
  logo: `/images/logos/${resourceSlug(name)}.webp`,
  category,
});

/** The /resources directory: 37 static listings, grouped by RESOURCE_CATEGORIES order. */
export const RESOURCES: readonly ResourceListing[] = [
  // Brands
  listing(
    "Brands",
    "Nike",
    "https://www.nike.com",
    "The Oregon giant behind the Air Force 1, Dunk and Air Max. Its SNKRS app is where most hyped Nike drops land first.",
  ),
  listing(
    "Brands",
    "Jordan",
    "https://www.nike.com/jordan",
    "Jordan Brand grew out of Michael Jordan's 1984 Nike deal. Retros of the Air Jordan 1 through 14 still drive collecting today.",
  ),
  listing(
    "Brands",
    "adidas",
    "https://www.adidas.com",
    "Home of the Superstar, Stan Smith, Samba and Gazelle, plus Boost-cushioned runners. A deep archive of terrace and court classics.",
  ),
  listing(
    "Brands",
    "New Balance",
    "https://www.newbalance.com",
    "Boston-based maker known for grey suede runners like the 990 and 2002R, with part of its range still made in the USA and UK.",
  ),
  listing(
    "Brands",
    "Puma",
    "https://us.puma.com",
    "German sportswear brand behind the Suede, Clyde and Speedcat, with a steady stream of collaborations on its classic silhouettes.",
  ),
  listing(
    "Brands",
    "ASICS",
    "https://www.asics.com",
    "Japanese running specialist whose GEL-Lyte III, GEL-Kayano 14 and GEL-1130 became lifestyle favourites.",
  ),
  listing(
    "Brands",
    "Converse",
    "https://www.converse.com",
    "Maker of the Chuck Taylor All Star and Chuck 70, one of the longest-running sneaker designs still in production. Owned by Nike since 2003.",
  ),
  listing(
    "Brands",
    "Vans",
    "https://www.vans.com",
    "California skate brand behind the Old Skool, Sk8-Hi, Authentic and checkerboard Slip-On.",
  ),
  listing(
    "Brands",
    "Reebok",
    "https://www.reebok.com",
    "Known for the Club C, Classic Leather, Instapump Fury and Shaq's Shaq Attaq, with a strong run of retro reissues.",
  ),
  // Retailers
  listing(
    "Retailers",
    "Foot Locker",
    "https://www.footlocker.com",
    "The mall staple for Nike, Jordan and adidas releases, with launch reservations through its app and FLX rewards.",
  ),
  listing(
    "Retailers",
    "Finish Line",
    "https://www.finishline.com",
    "US athletic retailer, owned by JD Sports since 2018, carrying Jordan, Nike and New Balance releases and a launch calendar for limited drops.",
  ),
  listing(
    "Retailers",
    "JD Sports",
    "https://www.jdsports.com",
    "Founded in Bury, England, in 1981 and now in stores across Europe and the US, stocking exclusive colourways alongside mainstream releases.",
  ),
  listing(
    "Retailers",
    "END. Clothing",
    "https://www.endclothing.com",
    "Newcastle-born retailer mixing designer menswear with limited sneakers, famous for its online launch draws.",
  ),
  listing(
    "Retailers",
    "SNS",
    "https://www.sneakersnstuff.com",
    "Sneakersnstuff opened in Stockholm in 1999 and is known for thoughtful in-house collaborations with the big brands.",
  ),
  listing(
    "Retailers",
    "Kith",
    "https://kith.com",
    "Ronnie Fieg's New York boutique and label, known for ASICS, New Balance and adidas collaborations and its own apparel.",
  ),
  // Marketplaces
  listing(
    "Marketplaces",
    "StockX",
    "https://stockx.com",
    "A bid-and-ask resale market with price history for every pair. Items are checked by StockX before they ship to the buyer.",
  ),
  listing(
    "Marketplaces",
    "GOAT",
    "https://www.goat.com",
    "Resale platform for new and used sneakers, with in-house verification and a huge catalogue of past releases.",
  ),
  listing(
    "Marketplaces",
    "Flight Club",
    "https://www.flightclub.com",
    "Consignment shop that began in New York in 2005, now part of GOAT Group, with physical stores and an online catalogue.",
  ),
  listing(
    "Marketplaces",
    "Stadium Goods",
    "https://www.stadiumgoods.com",
    "New York consignment store for rare and sold-out sneakers and streetwear, selling online and from its SoHo shop.",
  ),
  listing(
    "Marketplaces",
    "eBay Sneakers",
    "https://www.ebay.com/sch/i.html?_nkw=sneakers",
    "eBay's sneaker section, where eligible pairs pass an independent Authenticity Guarantee check before delivery.",
  ),
  // Care & Cleaning
  listing(
    "Care & Cleaning",
    "Jason Markk",
    "https://www.jasonmarkk.com",
    "Los Angeles sneaker-care brand whose premium cleaning solution and brushes became the collector's standard kit.",
  ),
  listing(
    "Care & Cleaning",
    "Crep Protect",
    "https://www.crepprotect.com",
    "UK brand best known for its rain and stain repellent spray, plus wipes, cleaning kits and crease protectors.",
  ),
  listing(
    "Care & Cleaning",
    "Reshoevn8r",
    "https://reshoevn8r.com",
    "Cleaning kits, brushes, sole whiteners and restoration products for bringing worn pairs back to life.",
  ),
  listing(
    "Care & Cleaning",
    "Sneaker LAB",
    "https://www.sneakerlab.com",
    "South African care brand using biodegradable, probiotic-based formulas for cleaners, protectors and deodorisers.",
  ),
  // Apparel
  listing(
    "Apparel",
    "Stüssy",
    "https://www.stussy.com",
    "Surf-born streetwear label from California whose graphic tees and collaborations sit comfortably next to any sneaker rotation.",
  ),
  listing(
    "Apparel",
    "Carhartt WIP",
    "https://www.carhartt-wip.com",
    "The streetwear arm of the American workwear brand: sturdy jackets, trousers and beanies that pair well with classic kicks.",
  ),
  listing(
    "Apparel",
    "Champion",
    "https://www.champion.com",
    "American sportswear brand famous for its Reverse Weave sweatshirts, a staple of campus and sneaker style alike.",
  ),
  listing(
    "Apparel",
    "BAPE",
    "https://bape.com",
    "A Bathing Ape, the Tokyo label founded by Nigo in 1993, known for camo prints, shark hoodies and the Bape Sta sneaker.",
  ),
  // Accessories
  listing(
    "Accessories",
    "Stance",
    "https://www.stance.com",
    "Sock specialist with performance and lifestyle styles, plus frequent artist and brand collaborations.",
  ),
  listing(
    "Accessories",
    "New Era",
    "https://www.neweracap.com",
    "Maker of the 59FIFTY fitted cap worn across Major League Baseball, and a regular partner for sneaker-matching colourways.",
  ),
  listing(
    "Accessories",
    "G-SHOCK",
    "https://www.gshock.com",
    "Casio's shock-resistant watch line, first released in 1983. Its colourways are often designed to match popular sneakers.",
  ),
  listing(
    "Accessories",
    "Sneaker Shields",
    "https://www.sneakershields.com",
    "Toe-box inserts that help keep sneakers from creasing when you wear them, sized for men's and women's shoes.",
  ),
  listing(
    "Accessories",
    "Herschel Supply Co.",
    "https://herschel.com",
    "Vancouver bag brand whose duffels and backpacks with separate shoe compartments suit collectors on the move.",
  ),
  // Home & Office
  listing(
    "Home & Office",
    "The Container Store",
    "https://www.containerstore.com",
    "Drop-front shoe boxes, clear stackable bins and closet systems for collections of every size.",
  ),
  listing(
    "Home & Office",
    "IKEA",
    "https://www.ikea.com",
    "Affordable shelving, glass-door cabinets and shoe racks that collectors often adapt into display walls.",
  ),
  listing(
    "Home & Office",
    "Wayfair",
    "https://www.wayfair.com",
    "Online furniture store with a wide range of shoe cabinets, wall shelves and display units.",
  ),
  listing(
    "Home & Office",
    "ClosetMaid",
    "https://www.closetmaid.com",
    "Wire and laminate closet systems and cube organisers that turn a spare closet into sneaker storage.",
  ),
];
