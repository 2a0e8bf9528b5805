import type { ProductCreate } from "@app/core";

const img = (name: string) => `/images/products/${name}.webp`;
const amazon = (asin: string) => `https://www.amazon.com/dp/${asin}`;

/**
 * Demo products: accessories first, each with its own picture (packages/site/scripts/generate-images.mjs),
 * and a few watches so every ordering rule of the home grid has something to act on (supbro items first, the LED
 * stackable item ahead of the collection crate, Casio and G-Shock interleaved one-for-one at the end).
 */
export const SEED_PRODUCTS: ProductCreate[] = [
  { title: "SupBro Clear Sneaker Display Case, Drop Front, Stackable (6 Pack)", price: "89.99", rating: "4.7", reviewCount: 2341, imageUrl: img("display-case"), productUrl: amazon("B08SUPBR01"), amazonAsin: "B08SUPBR01", category: "display" },
  { title: "SupBro Sneaker Collection Crate, Ventilated Stackable Bin (4 Pack)", price: "64.99", rating: "4.5", reviewCount: 612, imageUrl: img("collection-crate"), productUrl: amazon("B09SUPBR02"), amazonAsin: "B09SUPBR02", category: "storage" },
  { title: "SupBro LED Stackable Sneaker Display Box with Remote (2 Pack)", price: "129.99", rating: "4.6", reviewCount: 876, imageUrl: img("led-display-case"), productUrl: amazon("B0CSUPBR03"), amazonAsin: "B0CSUPBR03", category: "display" },
  { title: "Magnetic Drop Front Shoe Box, Clear Plastic (12 Pack)", price: "72.99", rating: "4.6", reviewCount: 15480, imageUrl: img("drop-front-box"), productUrl: amazon("B07DROPFR4"), amazonAsin: "B07DROPFR4", category: "storage" },
  { title: "Stackable Sneaker Storage Box with Side Door (6 Pack)", price: "45.99", rating: "4.4", reviewCount: 8932, imageUrl: img("stackable-box"), productUrl: amazon("B07STACKB5"), amazonAsin: "B07STACKB5", category: "storage" },
  { title: "Jason Markk Essential Sneaker Cleaning Kit", price: "19.99", rating: "4.6", reviewCount: 24117, imageUrl: img("cleaning-kit"), productUrl: amazon("B00JMARKK6"), amazonAsin: "B00JMARKK6", category: "care" },
  { title: "Crep Protect Rain and Stain Repellent Spray, 200 ml", price: "17.99", rating: "4.5", reviewCount: 11340, imageUrl: img("protective-spray"), productUrl: amazon("B00CREPPR7"), amazonAsin: "B00CREPPR7", category: "care" },
  { title: "Sneaker Shields Toe Box Crease Protectors (3 Pairs)", price: "14.99", rating: "4.2", reviewCount: 9876, imageUrl: img("crease-protectors"), productUrl: amazon("B01CREASE8"), amazonAsin: "B01CREASE8", category: "care" },
  { title: "Cedar Shoe Trees for Sneakers, Adjustable (2 Pairs)", price: "32.99", rating: "4.7", reviewCount: 5120, imageUrl: img("shoe-trees"), productUrl: amazon("B0CEDARTR9"), amazonAsin: "B0CEDARTR9", category: "care" },
  { title: "Flat Waxed Sneaker Laces, 54 in (3 Pairs)", price: "11.99", rating: "4.5", reviewCount: 3402, imageUrl: img("flat-laces"), productUrl: amazon("B08LACESX1"), amazonAsin: "B08LACESX1", category: "laces" },
  { title: "Rope Laces for Sneakers, Round Thick Cotton (2 Pairs)", price: "9.99", rating: "4.3", reviewCount: 1876, imageUrl: img("rope-laces"), productUrl: amazon("B09ROPELA2"), amazonAsin: "B09ROPELA2", category: "laces" },
  { title: "Dr. Scholl's Athletic Comfort Insoles", price: "12.49", rating: "4.4", reviewCount: 31025, imageUrl: img("insoles"), productUrl: amazon("B00INSOLE3"), amazonAsin: "B00INSOLE3", category: "comfort" },
  { title: "Floating Sneaker Wall Shelf, Acrylic (6 Pack)", price: "39.99", rating: "4.5", reviewCount: 2210, imageUrl: img("wall-shelf"), productUrl: amazon("B08WALLSH4"), amazonAsin: "B08WALLSH4", category: "display" },
  { title: "Travel Sneaker Bag with Ventilated Compartments", price: "24.99", rating: "4.6", reviewCount: 4650, imageUrl: img("sneaker-bag"), productUrl: amazon("B07SNKBAG5"), amazonAsin: "B07SNKBAG5", category: "travel" },
  { title: "Under-Bed Sneaker Storage Organizer, 16 Pairs", price: "27.99", rating: "4.3", reviewCount: 7311, imageUrl: img("under-bed-organizer"), productUrl: amazon("B08UNDERB6"), amazonAsin: "B08UNDERB6", category: "storage" },
  { title: "Reshoevn8r Sneaker Cleaning Kit with Three Brushes", price: "44.00", rating: "4.8", reviewCount: 289, imageUrl: img("brush-set"), productUrl: "https://reshoevn8r.com/products/sneaker-cleaning-kit", amazonAsin: null, sourceStore: "Reshoevn8r", category: "care" },
  { title: "Crep Protect Cure Travel Cleaning Kit", price: "22.00", rating: "4.4", reviewCount: 512, imageUrl: img("travel-cleaning-kit"), productUrl: "https://www.footlocker.com/product/crep-protect-cure-kit/CP001.html", amazonAsin: null, sourceStore: "Foot Locker", category: "care" },
  { title: "Nike Sneaker Duffel Bag, 60L", price: "55.00", rating: "4.7", reviewCount: 1034, imageUrl: img("duffel-bag"), productUrl: "https://www.nike.com/t/brasilia-duffel-bag", amazonAsin: null, sourceStore: "Nike", category: "travel" },
  { title: "Sneaker Cleaning Wipes, Individually Wrapped (30 Pack)", price: "12.99", rating: "4.4", reviewCount: 6870, imageUrl: img("cleaning-wipes"), productUrl: amazon("B08WIPESX7"), amazonAsin: "B08WIPESX7", category: "care" },
  { title: "Suede and Nubuck Eraser with Brass Brush", price: "9.49", rating: "4.3", reviewCount: 4122, imageUrl: img("suede-brush"), productUrl: amazon("B07SUEDEB8"), amazonAsin: "B07SUEDEB8", category: "care" },
  { title: "Cedar Sneaker Deodorizer Sachets (4 Pack)", price: "15.99", rating: "4.5", reviewCount: 2985, imageUrl: img("deodorizer"), productUrl: amazon("B09CEDARD9"), amazonAsin: "B09CEDARD9", category: "care" },
  { title: "Acrylic Sneaker Display Risers, Angled (4 Pack)", price: "26.99", rating: "4.6", reviewCount: 1540, imageUrl: img("display-riser"), productUrl: amazon("B0CRISER10"), amazonAsin: "B0CRISER10", category: "display" },
  { title: "Casio Vintage A168WA-1 Digital Watch, Stainless Steel", price: "24.95", rating: "4.7", reviewCount: 88210, imageUrl: img("casio-vintage"), productUrl: "https://www.casio.com/us/watches/casio/product.A168WA-1/", amazonAsin: null, sourceStore: "Casio", category: "watches" },
  { title: "Casio Classic F-91W Resin Strap Watch", price: "18.95", rating: "4.6", reviewCount: 120455, imageUrl: img("casio-classic"), productUrl: "https://www.casio.com/us/watches/casio/product.F-91W-1/", amazonAsin: null, sourceStore: "Casio", category: "watches" },
  { title: "G-Shock GA2100-1A1 CasiOak Black Analog-Digital", price: "99.00", rating: "4.8", reviewCount: 17650, imageUrl: img("g-shock"), productUrl: amazon("B07WGSHK01"), amazonAsin: "B07WGSHK01", category: "watches" },
];
