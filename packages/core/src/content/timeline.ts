import type { TimelineEvent } from "./content.schema";

const CREDIT = "Studio render";
const SOURCE = "Kicks Directory";

const event = (year: number, slug: string, title: string, description: string): TimelineEvent => ({
  year,
  title,
  description,
  imageUrl: `/images/timeline/${year}-${slug}.webp`,
  imageCredit: CREDIT,
  imageSource: SOURCE,
});

/** The /timeline page: 14 events, 2001 to 2025, oldest first. */
export const TIMELINE_EVENTS: readonly TimelineEvent[] = [
  event(
    2001,
    "air-jordan-xvi",
    "Air Jordan XVI Adds a Removable Shroud",
    "Released in early 2001, the Air Jordan XVI paired a patent leather toe with a removable shroud that covered the laces, letting one pair switch between a sleek off-court look and a stripped-down game shoe.",
  ),
  event(
    2002,
    "nike-sb-dunk",
    "Nike SB Launches the Dunk Pro",
    "Nike Skateboarding relaunched the 1985 Dunk for skaters with a padded tongue and Zoom Air insole, opening with colourways chosen by team riders Reese Forbes, Danny Supa, Richard Mulder and Gino Iannucci. Sold mainly through skate shops, SB Dunks became the blueprint for limited collaborations.",
  ),
  event(
    2005,
    "pigeon-dunk",
    "The 'Pigeon' Dunk Sparks a Street Frenzy",
    "Jeff Staple's grey Nike SB Dunk Low 'Pigeon' went on sale at his Reed Space shop on New York's Lower East Side in February 2005. With only a handful of pairs available, the crowd outside needed a police presence and the story made the front page of the New York Post.",
  ),
  event(
    2009,
    "air-yeezy",
    "Kanye West's Nike Air Yeezy Arrives",
    "The Nike Air Yeezy released in April 2009 in 'Zen Grey', 'Blink' and 'Net', complete with glow-in-the-dark soles. It was one of the first Nike signature shoes built around a musician rather than an athlete, and it showed how much a celebrity co-sign could move the market.",
  ),
  event(
    2011,
    "nike-mag",
    "The Nike MAG Becomes Real",
    "Twenty-two years after Back to the Future Part II, Nike produced 1,500 pairs of the light-up MAG and auctioned them on eBay for the Michael J. Fox Foundation, raising about $4.7 million for Parkinson's research. Power laces followed with a second, even smaller run in 2016.",
  ),
  event(
    2012,
    "flyknit",
    "Flyknit Rewrites How Uppers Are Made",
    "Nike unveiled Flyknit in 2012: an upper knitted from yarn in one piece, lighter than stitched panels and with far less cutting waste. The Flyknit Racer was worn at the London Olympics that summer, and knit uppers soon spread across the whole industry.",
  ),
  event(
    2015,
    "yeezy-boost-350",
    "The adidas Yeezy Boost 350 Drops",
    "After moving to adidas, Kanye West released the Yeezy Boost 350 'Turtle Dove' on June 27, 2015. Its Primeknit upper and Boost midsole made it one of the defining shoes of the decade, and later 350 V2 restocks turned Yeezy into a mainstream phenomenon.",
  ),
  event(
    2016,
    "stockx",
    "StockX Turns Resale Into a Stock Market",
    "Launched in Detroit in 2016 by Dan Gilbert and Josh Luber, StockX applied bids, asks and price charts to sneakers and checked every pair before it shipped. Resale stopped being a back-alley deal and became a data-driven market.",
  ),
  event(
    2017,
    "the-ten",
    "Off-White x Nike 'The Ten'",
    "Virgil Abloh deconstructed ten Nike, Jordan and Converse icons, split into 'Revealing' and 'Ghosting' groups. Exposed foam, zip ties and Helvetica text in quotation marks, like 'AIR' on the midsole, made the collection one of the most influential collaborations ever.",
  ),
  event(
    2019,
    "travis-scott-jordan-1",
    "Travis Scott's Reverse-Swoosh Air Jordan 1",
    "On May 11, 2019, Travis Scott's Air Jordan 1 High OG arrived in mocha suede with an oversized backwards Swoosh and a hidden stash pocket in the collar. It cemented him as the most sought-after Nike collaborator of the era.",
  ),
  event(
    2020,
    "dunk-revival",
    "The Dunk Takes Over Again",
    "College-colour retros, Travis Scott's SB Dunk and Ben & Jerry's 'Chunky Dunky' SB Dunk put the Dunk back at the top of every wish list in 2020, kicking off a multi-year run as the hottest silhouette in sneakers.",
  ),
  event(
    2022,
    "louis-vuitton-air-force-1",
    "Virgil Abloh's Louis Vuitton Air Force 1s Raise $25 Million",
    "Months after Abloh's death, Sotheby's auctioned 200 pairs of his Louis Vuitton and Nike Air Force 1 design. The sale raised about $25.3 million for his Post-Modern scholarship fund, which supports students of Black, African American and African descent.",
  ),
  event(
    2023,
    "jordan-13-record",
    "Jordan's 1998 Finals Sneakers Set a Record",
    "The Air Jordan 13s Michael Jordan wore in Game 2 of the 1998 NBA Finals sold at Sotheby's in April 2023 for about $2.2 million, the highest price paid at auction for game-worn sneakers at the time.",
  ),
  event(
    2025,
    "air-jordan-1-at-40",
    "The Air Jordan 1 Turns 40",
    "Forty years after its 1985 debut, the Air Jordan 1 is still the most referenced sneaker in collecting, and a new generation is discovering both the shoe and the culture of displaying, caring for and trading the pairs that matter.",
  ),
];
