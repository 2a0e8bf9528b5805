/** A demo post; bodies are real HTML and go through the sanitizer like any other post. */
export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  featured: boolean;
  published: boolean;
  /** Days before the seed date; null for a draft. */
  publishedDaysAgo: number | null;
  keywords: string[];
  content: string;
  /**
   * Demo products (a part of each title) the post features, drawn after its body: one as a product box, more as a
   * comparison table. The seed writes the featuring-posts relation for them, as saving a post does.
   */
  features?: string[];
}

export const SEED_POSTS: SeedPost[] = [
  {
    slug: "innovative-sneaker-boxes",
    title: "Innovative Sneaker Boxes That Change How You Store Your Collection",
    excerpt: "From magnetic drop-front cases to LED-lit stackable displays, the sneaker box has grown up. Here is what is worth buying.",
    category: "Storage",
    featured: true,
    published: true,
    publishedDaysAgo: 3,
    keywords: ["sneaker boxes", "sneaker storage", "display case", "drop front box"],
    content: `<p>For years the cardboard box a pair shipped in was the default home for a collection. It stacks badly, crushes easily and hides the shoes you paid to look at. The newest generation of sneaker boxes fixes all three problems, and a few of them are good enough to replace a display cabinet outright.</p>
<h2>Drop-front cases</h2>
<p>The drop-front design is the single biggest improvement. A hinged front panel, usually held by magnets, lets you pull out the bottom pair in a stack without unstacking anything above it. Look for thick, clear polypropylene or acrylic rather than thin PET: thin walls bow under weight, and once a front panel warps the magnets stop holding. A good case carries at least six stacked pairs without sagging.</p>
<h2>Ventilation matters more than you think</h2>
<p>Sealed plastic traps moisture, and moisture is what yellows soles and breaks down polyurethane midsoles. The better boxes have small vent holes along the back or sides. If yours do not, drop a silica gel pack into each one and swap the packs every few months.</p>
<h2>LED and stackable displays</h2>
<p>LED display boxes add a strip of light inside the lid, often with a remote to change colour and brightness. They are not just for show: a well-lit shelf makes you notice creasing, dust and yellowing early. Choose models powered over USB so a whole wall can run from one hub, and check that the light strip is warm white as well as RGB, because cold blue light makes white leather look grey in photos.</p>
<h2>Crates for the rotation</h2>
<p>Not every pair needs a glass case. Ventilated collection crates are ideal for the shoes you actually wear this month: they stack, they breathe and they are easy to grab on the way out.</p>
<h2>What we recommend</h2>
<ul>
<li>Drop-front clear cases for grails and anything you rarely wear.</li>
<li>LED stackable boxes for the pairs you want on display.</li>
<li>Crates for the everyday rotation.</li>
</ul>
<p>Whatever you choose, keep the collection out of direct sunlight and away from radiators. The best box in the world will not stop UV light from yellowing an icy sole.</p>`,
  },
  {
    slug: "costco-nike-sb-dunk-low-kirkland-signature-release",
    title: "The Costco Nike SB Dunk Low Kirkland Signature: What We Know",
    excerpt: "A warehouse-club colourway on an SB Dunk sounds like a joke. Here is the story, the details and how to avoid fakes.",
    category: "Releases",
    featured: true,
    published: true,
    publishedDaysAgo: 6,
    keywords: ["nike sb dunk", "costco", "kirkland signature", "sneaker release"],
    content: `<p>Few sneaker stories spread as quickly as the Costco-themed Nike SB Dunk Low. The idea is simple and very on brand for SB: take the most ordinary shopping trip in America and turn it into a collectible. The colourway borrows the warehouse club's red, white and blue, with Kirkland Signature branding nodding to the store's house label.</p>
<h2>Why SB keeps doing this</h2>
<p>Nike SB has a long history of playful, story-driven Dunks, from the Pigeon and the Tiffany to the beer-inspired Heineken and the ultra-rare Paris. Collaborations with everyday brands work because they are instantly recognisable and a little absurd. A shoe that looks like a membership card is exactly the kind of conversation piece that keeps the Dunk line interesting.</p>
<h2>Materials and details</h2>
<p>Expect a suede and leather upper, a padded SB tongue with the Zoom Air insole skaters prefer, and small in-jokes in the details: a membership-card style insole print, receipt graphics on the box liner or a bulk-pack themed hangtag. Details like these are also your first line of defence against replicas, because counterfeiters rarely get the small print right.</p>
<h2>Buying safely</h2>
<ol>
<li>Buy from authorised SB skate shops or verified resale platforms with authentication.</li>
<li>Compare the tongue label, stitching density and toe box shape with photos of confirmed retail pairs.</li>
<li>Be suspicious of full size runs at prices below retail, and of sellers who refuse tagged photos.</li>
</ol>
<h2>Keeping them fresh</h2>
<p>Suede Dunks deserve a protective spray before the first wear and a soft brush after every outing. If you plan to keep them deadstock, store them in a ventilated drop-front box with silica gel and away from sunlight. A sneaker this fun is worth wearing, though, and a little patina only adds to the story.</p>
<p>Whether you chase it at retail or wait for prices to settle, the Kirkland Dunk is a reminder that sneaker culture never takes itself too seriously, and that is a big part of why people love it.</p>`,
  },
  {
    slug: "how-to-clean-white-sneakers",
    title: "How to Clean White Sneakers Without Ruining Them",
    excerpt: "A step-by-step routine for leather, canvas and knit uppers, plus the mistakes that turn white soles yellow.",
    category: "Care & Cleaning",
    featured: false,
    published: true,
    publishedDaysAgo: 12,
    keywords: ["clean white sneakers", "sneaker cleaning", "sneaker care"],
    features: ["Jason Markk Essential"],
    content: `<p>White sneakers look best when they look new, and keeping them that way is easier than most people think. The secret is a gentle routine done often, rather than an aggressive scrub once the damage is done.</p>
<h2>What you need</h2>
<ul>
<li>A soft brush for uppers and a stiffer brush for midsoles</li>
<li>A dedicated sneaker cleaning solution, or mild dish soap in warm water</li>
<li>A microfibre towel</li>
<li>Shoe trees or paper to hold the shape while drying</li>
</ul>
<h2>Step by step</h2>
<ol>
<li><strong>Remove the laces and insoles.</strong> Wash laces separately in the same solution; soak them if they are grey.</li>
<li><strong>Dry brush first.</strong> Knock off loose dirt before adding water, or you will just push mud into the material.</li>
<li><strong>Clean the upper.</strong> Dip the soft brush, tap off excess liquid and work in small circles. Leather tolerates a little more pressure; canvas and knit need a lighter touch.</li>
<li><strong>Scrub the midsole.</strong> Use the stiff brush here. A melamine sponge lifts scuffs from rubber but should never touch the upper.</li>
<li><strong>Wipe and dry.</strong> Blot with the towel, insert shoe trees and let them air dry at room temperature.</li>
</ol>
<h2>Mistakes to avoid</h2>
<p>Never put sneakers in the dryer or on a radiator: heat weakens glue and can yellow soles. Avoid bleach, which reacts with rubber and leaves a yellow cast that no cleaner can remove. The washing machine is a last resort for canvas only, in a laundry bag on a cold, gentle cycle.</p>
<h2>Keep them white longer</h2>
<p>After cleaning, apply a protective spray so the next spill beads up instead of soaking in. Store the pair in a ventilated box away from sunlight, and give them a quick wipe after every wear. Five minutes a week beats an hour of scrubbing every season.</p>
<p>For leather pairs, finish with a small amount of leather conditioner every month or two so the material stays supple and resists creasing.</p>`,
  },
  {
    slug: "best-sneaker-display-cases",
    title: "The Best Sneaker Display Cases for Every Budget",
    excerpt: "Clear boxes, wall shelves and lit cabinets compared: what each costs, what it protects against and who it suits.",
    category: "Display",
    featured: true,
    published: true,
    publishedDaysAgo: 20,
    keywords: ["sneaker display case", "sneaker wall shelf", "led display box"],
    features: ["Clear Sneaker Display Case", "LED Stackable", "Floating Sneaker Wall Shelf"],
    content: `<p>A collection you cannot see is a collection you forget about. A display solution shows off your pairs and, chosen well, protects them from dust, light and knocks. Here is how the main options compare.</p>
<h2>Clear stackable boxes</h2>
<p>The entry point for most collectors. A pack of six clear drop-front boxes costs about as much as a pair of general release sneakers and turns a closet shelf into a tidy wall of shoes. They keep dust off completely. Their weakness is light: clear plastic offers little UV protection, so keep them out of direct sun.</p>
<h2>Floating wall shelves</h2>
<p>Acrylic wall shelves give a gallery look for very little money and take up no floor space. Each shelf holds one shoe, usually the left, angled to show off the profile. They do nothing against dust, so they suit pairs you wear regularly rather than deadstock grails.</p>
<h2>LED display boxes</h2>
<p>LED boxes combine the protection of a closed case with built-in lighting. They are the most photogenic option and make a shelf look like a boutique. Budget for a power strip or a USB hub, and prefer models that let you set a warm white light.</p>
<h2>Glass cabinets</h2>
<p>A glass-fronted cabinet is the premium choice: a single dust-proof enclosure, often with adjustable shelves and integrated lighting. Look for UV-filtering glass if the room gets sun. Cabinets are heavy and expensive, but they hold twenty or more pairs and last for years.</p>
<h2>Our picks by budget</h2>
<ul>
<li><strong>Under $50:</strong> a six-pack of clear stackable boxes.</li>
<li><strong>$50 to $150:</strong> LED stackable boxes for your favourite pairs plus wall shelves for the rotation.</li>
<li><strong>Over $150:</strong> a glass cabinet with UV-filtering doors.</li>
</ul>
<p>Whichever you pick, add silica gel packs and check on your pairs every few months. Display is only half the job; the other half is making sure the shoes age slowly.</p>`,
  },
  {
    slug: "sneaker-storage-guide",
    title: "The Complete Sneaker Storage Guide",
    excerpt: "Temperature, humidity, light and pressure: the four enemies of a collection, and how to beat each one.",
    category: "Storage",
    featured: false,
    published: true,
    publishedDaysAgo: 30,
    keywords: ["sneaker storage", "prevent yellowing", "crumbling midsoles"],
    content: `<p>Sneakers are made of foams, glues and rubbers that age whether you wear them or not. Good storage will not stop time, but it slows it down dramatically. Four things do most of the damage: heat, humidity, light and pressure.</p>
<h2>Heat</h2>
<p>Heat softens adhesives and speeds up the breakdown of polyurethane midsoles, the cause of the dreaded crumbling sole on older Jordans and Air Max. Keep your collection in a room that stays below about 24°C (75°F). Attics and garages are the worst places for shoes; a closet in the middle of the home is the best.</p>
<h2>Humidity</h2>
<p>Moisture feeds mould and accelerates hydrolysis, the chemical reaction that makes PU foam fall apart. Aim for 40 to 50 percent relative humidity. A cheap hygrometer tells you where you stand, silica gel packs handle small spaces and a dehumidifier handles a whole room.</p>
<h2>Light</h2>
<p>Ultraviolet light is what turns icy soles yellow and fades suede. Keep shoes away from windows, and if you display them, use LED lighting, which emits almost no UV, rather than halogen or direct sunlight.</p>
<h2>Pressure</h2>
<p>Stacking original boxes ten high crushes the bottom pairs and their boxes. Use rigid stackable boxes, and fill each shoe with a shoe tree or acid-free paper so the toe box keeps its shape.</p>
<h2>A simple system</h2>
<ol>
<li>Clean every pair before it goes into storage; dirt and oils keep working on materials.</li>
<li>Insert shoe trees and wrap deadstock pairs in acid-free tissue.</li>
<li>Store them in ventilated drop-front boxes with a silica gel pack.</li>
<li>Label each box with the name, colourway and size.</li>
<li>Take pairs out and flex them every few months; sitting unworn is not always kinder than gentle wear.</li>
</ol>
<p>Follow this and a pair bought today can look almost the same in ten years.</p>
<p>Finally, keep a simple list or spreadsheet of what you own and where it is stored; you will wear more of your collection when you can find it.</p>`,
  },
  {
    slug: "history-of-the-air-jordan-1",
    title: "A Short History of the Air Jordan 1",
    excerpt: "From a banned-in-the-NBA myth to the most retroed sneaker ever: how the Air Jordan 1 became a cultural icon.",
    category: "Sneaker Culture",
    featured: false,
    published: true,
    publishedDaysAgo: 45,
    keywords: ["air jordan 1", "sneaker history", "michael jordan"],
    content: `<p>No sneaker has been re-released, collaborated on and argued about more than the Air Jordan 1. Designed by Peter Moore and released in 1985, it was the first signature shoe of a rookie named Michael Jordan, and it changed the business of sneakers for good.</p>
<h2>The launch</h2>
<p>Nike signed Jordan in 1984 with an unusually large deal for a rookie, betting that a signature line could carry the brand in basketball. The Air Jordan 1 combined a high-top leather upper, the now famous Wings logo and a Nike Air unit in the heel. It sold far beyond expectations in its first year.</p>
<h2>The banned story</h2>
<p>Part of the shoe's legend is the story that the NBA banned it and fined Jordan for every game he wore it. The letter the league sent actually concerned a different black and red Nike model, but the marketing campaign built around the idea of a forbidden shoe was so effective that the myth and the Air Jordan 1 have been inseparable ever since.</p>
<h2>Retros and the collector market</h2>
<p>Nike first re-released the Air Jordan 1 in 1994, and retros have returned regularly since. Original colourways such as Chicago, Bred and Royal remain the benchmarks; collaborations with designers and artists created some of the most valuable pairs of the modern resale era.</p>
<h2>Why it lasts</h2>
<ul>
<li>A simple, balanced silhouette that works with almost any outfit</li>
<li>Leather panels that take colour blocking beautifully</li>
<li>A story that ties the shoe to the greatest player of his era</li>
</ul>
<p>If you own a pair of older Jordans, remember that their midsoles and glues age. Keep them cool, dry and out of the sun, and wear them gently now and then. A well-kept Air Jordan 1 is a piece of sport and design history you can still lace up.</p>
<p>Forty years on, the Air Jordan 1 still headlines release calendars, and every new colourway is measured against the originals of 1985.</p>`,
  },
  {
    slug: "protect-suede-sneakers",
    title: "How to Protect Suede Sneakers From Rain, Stains and Scuffs",
    excerpt: "Suede is gorgeous and unforgiving. Protect it before the first wear and it will age beautifully instead of badly.",
    category: "Care & Cleaning",
    featured: false,
    published: true,
    publishedDaysAgo: 60,
    keywords: ["suede sneakers", "protective spray", "suede care"],
    content: `<p>Suede gives a sneaker depth and texture that smooth leather cannot match, but its open nap soaks up water, oil and dirt. The good news is that a few minutes of preparation prevent most of the damage.</p>
<h2>Protect before the first wear</h2>
<p>Apply a water and stain repellent spray while the shoes are brand new and clean. Hold the can about 15 to 20 centimetres away and mist the upper evenly rather than soaking it. Let the first coat dry for an hour, apply a second, then leave the pair overnight before wearing. Reapply every few weeks if you wear them often.</p>
<h2>The right tools</h2>
<ul>
<li>A suede brush with brass or nylon bristles to lift the nap</li>
<li>A suede eraser for scuffs and shiny patches</li>
<li>A protective spray made for suede and nubuck</li>
</ul>
<h2>Everyday care</h2>
<p>Brush the suede gently after each wear, always in one direction, to remove dust before it settles in. For dry marks, rub lightly with the eraser and brush again. If the nap looks flat, hold the shoe over steam from a kettle for a few seconds and brush it back to life.</p>
<h2>When suede gets wet</h2>
<p>Do not panic and do not use heat. Blot excess water with a towel, stuff the shoes with paper to keep their shape and let them dry naturally at room temperature. Once dry, brush the nap to restore texture. Hair dryers and radiators leave suede stiff and can cause water lines.</p>
<h2>Oil and grease stains</h2>
<p>Cover a fresh oil stain with cornstarch or talc and leave it overnight to draw the oil out, then brush it away. Repeat if needed. For stubborn stains, a dedicated suede cleaner applied sparingly works better than soap and water.</p>
<p>With protection and a brush, suede sneakers wear in rather than wear out.</p>
<p>Store suede pairs in a breathable box rather than a sealed bag, so any trapped moisture can escape.</p>`,
  },
  {
    slug: "sneaker-lace-styles",
    title: "Five Sneaker Lace Styles Worth Trying",
    excerpt: "Bar lacing, loose lacing, hidden knots and more: small changes that change how a sneaker looks and fits.",
    category: "Style",
    featured: false,
    published: false,
    publishedDaysAgo: null,
    keywords: ["lace styles", "how to lace sneakers", "sneaker laces"],
    content: `<p>Laces are the cheapest way to change how a sneaker looks. A new lacing pattern takes five minutes and can make a familiar pair feel new, or fix a fit that never felt quite right.</p>
<h2>1. Straight bar lacing</h2>
<p>Horizontal bars across the top with the diagonals hidden inside. It looks clean and minimal, especially on low-top leather sneakers, and it is the default for many dress shoes for a reason.</p>
<h2>2. Loose lacing</h2>
<p>Popular on Jordans and Dunks: lace normally but leave every cross slack and skip the top eyelet. The tongue sits out, the collar relaxes and the shoe gets that effortless, worn-in look. Flat, wide laces exaggerate the effect.</p>
<h2>3. Hidden knot</h2>
<p>Finish the lacing on the inside of the shoe and tuck the knot under the tongue. No bow, no loose ends: ideal for slip-on style wear on sneakers you do not tighten much.</p>
<h2>4. Heel lock</h2>
<p>Use the extra top eyelet found on most running shoes to make a small loop on each side, then thread the opposite lace through it. The heel stays locked in place without overtightening the forefoot, which stops blisters on long runs.</p>
<h2>5. Ladder lacing</h2>
<p>Vertical runs on each side joined by horizontal rungs that loop under the previous one. It is secure, decorative and popular on boots and chunky high-tops.</p>
<h2>Choosing laces</h2>
<ul>
<li>Flat waxed laces for a sharp, tidy look on leather</li>
<li>Rope laces for chunky runners and retro basketball shoes</li>
<li>Oval laces for performance runners that need to stay tied</li>
</ul>
<p>Measure your current laces before buying new ones, and keep a spare pair of whites for when the originals get grey. Clean laces make a sneaker look newer than any amount of sole scrubbing.</p>
<p>Whatever pattern you choose, tighten from the bottom eyelets up, one cross at a time, for an even fit.</p>`,
  },
];
