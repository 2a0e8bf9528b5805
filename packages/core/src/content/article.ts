import type { Article, ArticleItem } from "./content.schema";

const item = (rank: number, name: string, year: number, description: string): ArticleItem => ({
  rank,
  name,
  year,
  description,
  image: `/images/article/box-${rank}.webp`,
});

/** The featured article at /article/innovative-sneaker-boxes: a static countdown from 20 to 1. */
export const ARTICLE: Article = {
  slug: "innovative-sneaker-boxes",
  title: "20 of the Most Innovative Sneaker Boxes of All Time",
  intro:
    "Most sneaker boxes are built to survive a warehouse and a trip home, then get stacked in a closet. A few were designed " +
    "to be part of the story: briefcases, candy tins, ice-cream pints and seafood coolers that collectors keep long after " +
    "the shoes inside have been worn. Here is our countdown of the packaging that changed what a shoebox could be.",
  items: [
    item(
      20,
      "BAPE x Marvel Bape Sta",
      2005,
      "A Bathing Ape's Marvel-themed Bape Sta pack borrowed the look of vintage action-figure packaging, so the box felt like a toy straight off a comic-shop shelf.",
    ),
    item(
      19,
      "adidas Originals x Star Wars",
      2009,
      "The adidas Originals Star Wars collection came in boxes styled like vintage Star Wars toy packaging, a smart fit for shoes inspired by characters most collectors first met as action figures.",
    ),
    item(
      18,
      "Nike x Stranger Things",
      2019,
      "Nike told a story about shipments that went missing near Hawkins, Indiana in 1985. The Cortez, Blazer and Tailwind pairs came in retro-styled packaging with themed pins, like stock rescued from the show's timeline.",
    ),
    item(
      17,
      "Air Jordan XX3",
      2008,
      "Jordan Brand treated its 23rd model as a milestone, and collectors remember the premium box that came with a behind-the-scenes DVD about how the shoe was designed.",
    ),
    item(
      16,
      "Jordan Countdown Pack",
      2008,
      "Leading up to the Air Jordan XX3, each Countdown Pack boxed two models whose numbers add up to 23, such as the I and XXII, in a shared package printed with a message from Jordan himself.",
    ),
    item(
      15,
      "Air Jordan 1 'Defining Moments Pack 60+'",
      2009,
      "Two Air Jordan 1s, one in Bulls colours and one in Celtics green, celebrating Jordan's 63-point playoff game in Boston in 1986. The pair came together in a collector's box set that tells the story of that night.",
    ),
    item(
      14,
      "Jordan 'Defining Moments Pack'",
      2006,
      "Jordan Brand's first Defining Moments Pack put an Air Jordan VI and an Air Jordan XI in black and gold into one box, marking his first championship in 1991 and his return-to-the-top title in 1996.",
    ),
    item(
      13,
      "Nike Doernbecher Freestyle",
      2004,
      "Every year since 2004, young patients at OHSU Doernbecher Children's Hospital design Nike shoes that are sold to raise money for the hospital. Their artwork and stories carry through to the packaging, so each box is as personal as the shoe.",
    ),
    item(
      12,
      "Jordan x Converse '30 Years of 23'",
      2012,
      "To mark 30 years since Jordan's title-winning shot for North Carolina in 1982, Jordan Brand made 30 signed Converse Pro Leather packs, each with a North Carolina jersey in a hardwood box, and auctioned 23 of them for the James R. Jordan Foundation.",
    ),
    item(
      11,
      "Nike Football 'Stadium' Box",
      2007,
      "Created by Publicis in Singapore, this Nike football box opened out into a miniature stadium with the shoes sitting on the pitch. The idea won recognition at the Cannes Lions festival in 2007.",
    ),
    item(
      10,
      "Nike Air Force 1 'Year of the Rabbit'",
      2011,
      "For the 2011 Lunar New Year, a very limited run of Air Force 1s was inspired by White Rabbit, the famous Chinese milk candy, and came in an oversized candy-style box too big for an ordinary shopping bag.",
    ),
    item(
      9,
      "Nike Free 5.0 'Free Box'",
      2014,
      "Publicis Impetu in Uruguay built a box one third the size of a normal shoebox. Only a shoe as flexible as the Free 5.0 could be folded to fit, so the packaging demonstrated the product and used less cardboard. It won a Silver Lion for design at Cannes.",
    ),
    item(
      8,
      "Nike Adapt BB",
      2019,
      "Nike's power-lacing basketball shoe arrived with a wireless charging mat in the box. Unboxing it felt closer to setting up a new gadget than opening a pair of sneakers.",
    ),
    item(
      7,
      "Puma 'Clever Little Bag'",
      2010,
      "Designed with Yves Béhar's studio fuseproject, Puma's reusable red bag wrapped a light cardboard frame instead of a full box and lid, cutting the cardboard used per pair by about 65 percent.",
    ),
    item(
      6,
      "CLOT x Nike 1World Air Force 1",
      2009,
      "Hong Kong label CLOT dressed its Lunar New Year Air Force 1 in red silk that could be burned or cut away to reveal a patterned leather layer underneath. It shipped in a hexagonal box modelled on a traditional Chinese candy box.",
    ),
    item(
      5,
      "Concepts x Nike SB Dunk Low 'Blue Lobster'",
      2009,
      "Boston boutique Concepts followed its 2008 'Lobster' Dunk with a rare blue version packed in a moulded foam container like the ones fishmongers use to ship live lobster. Few sneaker boxes have committed to a theme this completely.",
    ),
    item(
      4,
      "Ben & Jerry's x Nike SB Dunk Low 'Chunky Dunky'",
      2020,
      "The cow-print, drippy-Swoosh Dunk was modelled on a pint of Chunky Monkey ice cream, and the most exclusive pairs came inside a giant Ben & Jerry's pint container.",
    ),
    item(
      3,
      "Air Jordan 1 High OG 'Lost & Found'",
      2022,
      "Jordan Brand imagined a pair of 1985 'Chicago' Jordans forgotten in a stockroom for decades. The shoe came with a cracked collar and yellowed details, and the box was made to look aged, with a mismatched lid like the mix-ups that happened in old stockrooms.",
    ),
    item(
      2,
      "Nike MAG",
      2011,
      "Most of the 1,500 light-up MAGs were sold through eBay auctions for the Michael J. Fox Foundation, and the pairs offered at ten live auctions around the world came in a yellow 'plutonium' case inspired by Back to the Future.",
    ),
    item(
      1,
      "Air Jordan XVII",
      2002,
      "The box that set the standard: the Air Jordan XVII came in a padded aluminium briefcase with an embossed Jordan logo and an interactive CD-ROM about the shoe. Jordan Brand wanted buyers to expect an experience, not just a basketball shoe, and nearly every premium box since owes it something.",
    ),
  ],
  outro:
    "Whether it is a briefcase or a candy box, special packaging is part of a release's value, so keep it safe: store boxes " +
    "flat and dry, away from sunlight, and use drop-front or clear display cases for the pairs you want to see every day.",
};
