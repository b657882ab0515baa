import type { FaqEntry, ItemCategory } from '@mitti/domain/item';
import type { Container, ProduceView, Texture } from './produce-illustration';

/** A demo product; prices in rupees, weights in grams. */
export interface DemoProduct {
  slug: string;
  name: string;
  category: ItemCategory;
  farmName: string;
  isOrganic: boolean;
  tags: string[];
  description: string;
  usageInfo: string[];
  storageInfo: string;
  ingredients: string[];
  benefits: string[];
  faq: FaqEntry[];
  variants: {
    size: string;
    price: number;
    originalPrice?: number;
    /** Units on hand; 0 is out of stock. */
    stock: number;
    weight: number;
  }[];
  /** The product's pictures: one per view, in its colours (produce light to dark). */
  picture: {
    container: Container;
    texture: Texture;
    produce: string[];
    label: string;
    views: ProduceView[];
  };
}

export const DEMO_BRAND = 'Mitti Farms';

export const DEMO_PRODUCTS: DemoProduct[] = [
  // Grains
  {
    slug: 'gobindobhog-rice',
    name: 'Gobindobhog Rice',
    category: 'Grains',
    farmName: 'Damodar Aromatic Rice Farm',
    isOrganic: true,
    tags: ['rice', 'aromatic', 'short grain', 'bengal'],
    description:
      'A small, round, butter-scented rice grown on the banks of the Damodar in Bardhaman. Gobindobhog is the rice of Bengali payesh and khichuri: it cooks soft and slightly sticky and fills the kitchen with its aroma. Our paddy is transplanted by hand, fed with compost and azolla, and milled in small lots so the grain keeps its fragrance.',
    usageInfo: [
      'Rinse twice and soak for 15 minutes before cooking.',
      'For plain rice use 1 cup of rice to 2 cups of water; simmer covered for 12 to 14 minutes.',
      'For payesh, cook a quarter cup in a litre of milk with jaggery until creamy.',
    ],
    storageInfo:
      'Keep in an airtight container in a cool, dry place. Best within 9 months of milling; a few dried neem leaves keep weevils away.',
    ingredients: ['Gobindobhog rice (unpolished to lightly polished)'],
    benefits: [
      'Naturally aromatic without any added flavour',
      'Easy to digest, good for children and the elderly',
      'Grown without synthetic fertilisers or pesticides',
    ],
    faq: [
      {
        question: 'Is this the same as basmati?',
        answer:
          'No. Gobindobhog is a short-grain aromatic rice; it is softer and stickier than basmati and suits sweets and khichuri.',
      },
      {
        question: 'Why are some grains broken?',
        answer:
          'We mill lightly to keep the aroma; a small share of broken grains is normal and cooks the same.',
      },
    ],
    variants: [
      { size: '500 g', price: 95, stock: 45, weight: 500 },
      { size: '1 kg', price: 180, originalPrice: 210, stock: 28, weight: 1000 },
      { size: '5 kg', price: 850, stock: 0, weight: 5000 },
    ],
    picture: {
      container: 'sack',
      texture: 'grain',
      produce: ['#f7f1e1', '#ebe0c4', '#d8c8a0'],
      label: '#7a4a1e',
      views: ['package', 'bowl'],
    },
  },
  {
    slug: 'dehraduni-basmati',
    name: 'Dehraduni Basmati Rice',
    category: 'Grains',
    farmName: 'Doon Heritage Farms',
    isOrganic: true,
    tags: ['rice', 'basmati', 'long grain', 'uttarakhand'],
    description:
      'The original long-grain basmati of the Doon valley, grown from seed saved on the farm for four generations. Each grain more than doubles in length when cooked and stays separate. The paddy is aged for a year after harvest, which is what gives it its deep, nutty fragrance.',
    usageInfo: [
      'Soak for 30 minutes, then cook in plenty of boiling water and drain, or use 1 cup to 1.75 cups of water.',
      'Add a few drops of lemon juice to the water for whiter, separate grains.',
      'Ideal for pulao, biryani and jeera rice.',
    ],
    storageInfo:
      'Store airtight, away from moisture and strong smells; basmati picks up odours easily. Keeps well for a year.',
    ingredients: ['Aged Dehraduni basmati rice'],
    benefits: [
      'Low to medium glycaemic index compared with short-grain rice',
      'Aged a full year for fragrance and fluffy texture',
      'Heritage variety kept alive by Doon valley farmers',
    ],
    faq: [
      {
        question: 'How long has it been aged?',
        answer: 'At least twelve months in the husk before milling.',
      },
      {
        question: 'Is it brown or white rice?',
        answer: 'It is white basmati, polished once; the aroma is in the aged grain itself.',
      },
      {
        question: 'Why is it costlier than supermarket basmati?',
        answer:
          'The traditional variety yields about half as much as hybrid basmati, and it is grown without chemicals.',
      },
    ],
    variants: [
      { size: '1 kg', price: 240, stock: 30, weight: 1000 },
      { size: '5 kg', price: 1150, originalPrice: 1200, stock: 2, weight: 5000 },
    ],
    picture: {
      container: 'sack',
      texture: 'grain',
      produce: ['#fbf7ec', '#efe6cf', '#ddd0ae'],
      label: '#1f5e4a',
      views: ['package', 'table', 'bowl'],
    },
  },
  {
    slug: 'foxtail-millet',
    name: 'Foxtail Millet',
    category: 'Grains',
    farmName: 'Thenpennai Millet Producers',
    isOrganic: true,
    tags: ['millet', 'thinai', 'gluten free', 'tamil nadu'],
    description:
      'Thinai, the golden foxtail millet of the Tamil dry lands, grown by a producer company of 300 small farmers along the Thenpennai river. It needs a fraction of the water paddy does and cooks in fifteen minutes into a light, fluffy grain that can replace rice in most meals.',
    usageInfo: [
      'Rinse well and soak for 2 hours (or overnight) for a softer grain.',
      'Cook 1 cup with 2.5 cups of water for 15 minutes.',
      'Use in upma, pongal, lemon rice or as a base for salads.',
    ],
    storageInfo:
      'Airtight container in a cool, dark cupboard. Use within 6 months; millets have natural oils that turn stale with time.',
    ingredients: ['Dehusked foxtail millet'],
    benefits: [
      'Naturally gluten free',
      'Rich in fibre and iron',
      'Slow release of energy keeps you full for longer',
    ],
    faq: [
      {
        question: 'Do I have to soak it?',
        answer:
          'Soaking is not essential but it shortens cooking time and makes the millet easier to digest.',
      },
      {
        question: 'Is it safe for people with coeliac disease?',
        answer:
          'Millet is gluten free. It is cleaned on equipment that also handles wheat, so traces are possible.',
      },
    ],
    variants: [
      { size: '500 g', price: 72, stock: 75, weight: 500 },
      { size: '1 kg', price: 135, originalPrice: 150, stock: 33, weight: 1000 },
    ],
    picture: {
      container: 'pouch',
      texture: 'seed',
      produce: ['#f0d27a', '#e2bd55', '#c9a23b'],
      label: '#5b6b2a',
      views: ['package', 'bowl'],
    },
  },
  {
    slug: 'little-millet',
    name: 'Little Millet (Samai)',
    category: 'Grains',
    farmName: 'Thenpennai Millet Producers',
    isOrganic: true,
    tags: ['millet', 'samai', 'gluten free', 'tamil nadu'],
    description:
      'Samai is the smallest of the millets and one of the quickest to cook. Grown on rain-fed plots in Krishnagiri and hulled by the producer company itself, it has a mild, slightly sweet taste that works wherever you would use rice or broken wheat.',
    usageInfo: [
      'Rinse and cook 1 cup with 2 cups of water for 12 minutes.',
      'Roast lightly in ghee before cooking for a nuttier pongal.',
      'Makes excellent curd rice and kheer.',
    ],
    storageInfo: 'Keep dry and airtight. Best used within 6 months; refrigerate in humid weather.',
    ingredients: ['Dehusked little millet'],
    benefits: [
      'High in fibre, good for steady blood sugar',
      'A source of magnesium and B vitamins',
      'Grown on rain alone, with no irrigation',
    ],
    faq: [
      {
        question: 'How is samai different from foxtail millet?',
        answer:
          'Samai grains are smaller and cook a little faster; the taste is milder. They can be swapped in most recipes.',
      },
      {
        question: 'Can I make idli with it?',
        answer: 'Yes: replace the rice in your idli batter with samai, using the same proportions.',
      },
    ],
    variants: [
      { size: '500 g', price: 78, stock: 56, weight: 500 },
      { size: '1 kg', price: 149, stock: 35, weight: 1000 },
      { size: '2 kg', price: 285, stock: 0, weight: 2000 },
    ],
    picture: {
      container: 'pouch',
      texture: 'seed',
      produce: ['#e9dcae', '#d9c88f', '#bfae72'],
      label: '#7b5a2a',
      views: ['package'],
    },
  },
  {
    slug: 'pearl-millet',
    name: 'Pearl Millet (Bajra)',
    category: 'Grains',
    farmName: 'Thar Khejri Farm',
    isOrganic: true,
    tags: ['millet', 'bajra', 'rajasthan', 'winter grain'],
    description:
      'Whole bajra from sandy fields near Jodhpur, where it grows under khejri trees with nothing but the monsoon. The grey-green grains are cleaned and sun-dried on the farm. Use them whole in khichdi or grind them fresh for rotla and bhakri.',
    usageInfo: [
      'Soak overnight and pressure cook with moong dal for bajra khichdi.',
      'Grind small batches at home for the freshest flour.',
      'Toast and add to salads or soups for crunch.',
    ],
    storageInfo:
      'Whole bajra keeps for up to a year in an airtight tin; once ground, use the flour within two weeks.',
    ingredients: ['Whole pearl millet'],
    benefits: [
      'One of the richest grains in iron',
      'Warming food, traditionally eaten through the winter',
      'Drought-hardy crop that needs no irrigation',
    ],
    faq: [
      {
        question: 'Why does bajra taste slightly bitter sometimes?',
        answer:
          'Old or badly stored bajra turns bitter. Ours is from the latest harvest; keep it dry and use it within the year.',
      },
      {
        question: 'Can I sprout it?',
        answer: 'Yes, soak for 8 hours and keep in a damp cloth for a day.',
      },
    ],
    variants: [
      { size: '1 kg', price: 68, stock: 37, weight: 1000 },
      { size: '5 kg', price: 320, originalPrice: 340, stock: 18, weight: 5000 },
    ],
    picture: {
      container: 'sack',
      texture: 'seed',
      produce: ['#b9b6a3', '#9a9784', '#7c7a68'],
      label: '#9c3d1c',
      views: ['package', 'bowl'],
    },
  },
  {
    slug: 'whole-wheat-grain',
    name: 'Heritage Whole Wheat Grain',
    category: 'Grains',
    farmName: 'Singh Family Farms',
    isOrganic: true,
    tags: ['wheat', 'whole grain', 'punjab'],
    description:
      'Bansi and local desi wheat from the Singh family fields near Ludhiana, grown after green-manure and harvested by hand-fed thresher. Buy it whole to grind at your local chakki, or to cook as daliya and sprouted wheat.',
    usageInfo: [
      'Wash and sun-dry before taking it to the chakki.',
      'Crack coarsely for daliya; cook 1 cup with 3 cups of water or milk.',
      'Sprout for 2 days for salads and sprouted wheat flour.',
    ],
    storageInfo:
      'Store in a dry steel drum or airtight tin with dried neem leaves. Keeps for a year.',
    ingredients: ['Whole wheat grain (desi varieties)'],
    benefits: [
      'All the bran and germ that refined flour loses',
      'Rich in fibre for digestion',
      'Grown in rotation with pulses to keep the soil alive',
    ],
    faq: [
      {
        question: 'Is the grain cleaned?',
        answer:
          'Yes, it is machine cleaned and hand sorted, but a quick wash before grinding is still a good habit.',
      },
      {
        question: 'Which variety is it?',
        answer: 'A mix of Bansi and a local desi wheat the family has grown for decades.',
      },
    ],
    variants: [
      { size: '1 kg', price: 75, stock: 39, weight: 1000 },
      { size: '5 kg', price: 350, stock: 3, weight: 5000 },
      { size: '10 kg', price: 680, stock: 0, weight: 10000 },
    ],
    picture: {
      container: 'sack',
      texture: 'grain',
      produce: ['#e2b873', '#cf9d55', '#b5813b'],
      label: '#6b3e1f',
      views: ['package', 'table'],
    },
  },
  // Sweeteners
  {
    slug: 'cane-jaggery',
    name: 'Organic Cane Jaggery',
    category: 'Sweeteners',
    farmName: 'Panchganga Cane Farm',
    isOrganic: true,
    tags: ['jaggery', 'gur', 'kolhapur', 'chemical free'],
    description:
      'Golden Kolhapuri jaggery boiled in open iron pans on the farm, using only fresh cane juice and a little lime-free okra mucilage to clear it. No sulphur, no colour, no sodium bicarbonate: the colour comes from the cane and the slow boil.',
    usageInfo: [
      'Break into pieces and enjoy after a meal, as is the custom.',
      'Grate into tea, chikki, ladoos and sheera.',
      'Melt with a splash of water for a quick syrup.',
    ],
    storageInfo:
      'Jaggery absorbs moisture: keep it in an airtight glass or steel jar. In the monsoon, store it in the fridge.',
    ingredients: ['Sugarcane juice'],
    benefits: [
      'Unrefined, so it keeps the minerals of the cane',
      'Traditionally eaten to aid digestion',
      'Made without sulphur or chemical clarifiers',
    ],
    faq: [
      {
        question: 'Why is it darker than the jaggery I usually buy?',
        answer:
          'Bright yellow jaggery is usually bleached with chemicals. Natural jaggery ranges from golden to brown.',
      },
      {
        question: 'It has become soft and sticky. Is it spoilt?',
        answer:
          'No, it has absorbed moisture. Dry it in the sun for an hour or keep it in the fridge.',
      },
    ],
    variants: [
      { size: '500 g', price: 65, stock: 73, weight: 500 },
      { size: '1 kg', price: 120, originalPrice: 140, stock: 43, weight: 1000 },
    ],
    picture: {
      container: 'pouch',
      texture: 'chunk',
      produce: ['#d19a4b', '#b77a30', '#8e5718'],
      label: '#6d2e12',
      views: ['package', 'bowl'],
    },
  },
  {
    slug: 'jaggery-powder',
    name: 'Jaggery Powder',
    category: 'Sweeteners',
    farmName: 'Panchganga Cane Farm',
    isOrganic: true,
    tags: ['jaggery', 'gur', 'sugar substitute'],
    description:
      'The same chemical-free Kolhapuri jaggery, stirred as it cools until it turns into a free-flowing powder. It measures and dissolves like sugar, so swapping it into your everyday cooking is easy.',
    usageInfo: [
      'Replace sugar one for one in tea, coffee and baking.',
      'Stir into dal and sambar for the traditional hint of sweetness.',
      'Sprinkle over porridge, curd or fruit.',
    ],
    storageInfo:
      'Close the pouch tightly or move to an airtight jar; lumps are natural in humid weather and crumble back easily.',
    ingredients: ['Sugarcane juice'],
    benefits: [
      'A less processed alternative to white sugar',
      'Contains iron and other minerals from the cane',
      'No anti-caking agents added',
    ],
    faq: [
      {
        question: 'Does it curdle milk in tea?',
        answer: 'Add it after you take the tea off the heat and it will not curdle.',
      },
      {
        question: 'Can diabetics use it?',
        answer: 'Jaggery is still sugar. Please follow the advice of your doctor on any sweetener.',
      },
    ],
    variants: [
      { size: '500 g', price: 75, stock: 54, weight: 500 },
      { size: '1 kg', price: 140, stock: 27, weight: 1000 },
    ],
    picture: {
      container: 'pouch',
      texture: 'powder',
      produce: ['#d6a35c', '#c28b43', '#a2702d'],
      label: '#7a3414',
      views: ['package', 'table'],
    },
  },
  {
    slug: 'wild-forest-honey',
    name: 'Wild Forest Honey',
    category: 'Sweeteners',
    farmName: 'Umiam Hill Farmers Collective',
    isOrganic: false,
    tags: ['honey', 'wild', 'raw', 'meghalaya'],
    description:
      'Raw honey gathered from wild rock-bee hives in the forests around Umiam by Khasi honey hunters, who take only part of each comb and leave the brood. It is strained through cloth, never heated, and tastes of the forest flowers: dark, thick and gently smoky. Wild-harvested, so it carries no organic certificate.',
    usageInfo: [
      'A spoonful with warm (not hot) water and lemon in the morning.',
      'Drizzle over pancakes, fruit and yoghurt.',
      'Stir into tea once it has cooled a little, to keep the honey raw.',
    ],
    storageInfo:
      'Room temperature, lid closed, away from sunlight. Raw honey crystallises in the cold; warm the jar in lukewarm water to make it flow again.',
    ingredients: ['Raw wild honey'],
    benefits: [
      'Raw and unheated, so its enzymes are intact',
      'Soothes a sore throat',
      'Harvested in a way that lets the colonies recover',
    ],
    faq: [
      {
        question: 'My honey has turned solid. Is it adulterated?',
        answer:
          'Crystallising is a sign of raw honey. Place the jar in warm water and it will turn liquid again.',
      },
      {
        question: 'Why is it not certified organic?',
        answer:
          'Wild forest hives cannot be certified, because no one controls where the bees forage. It is tested for residues every season.',
      },
      {
        question: 'Can I give it to my baby?',
        answer: 'No honey of any kind should be given to infants under one year old.',
      },
    ],
    variants: [
      { size: '250 g', price: 210, stock: 81, weight: 250 },
      { size: '500 g', price: 395, originalPrice: 450, stock: 72, weight: 500 },
      { size: '1 kg', price: 760, stock: 0, weight: 1000 },
    ],
    picture: {
      container: 'jar',
      texture: 'liquid',
      produce: ['#e7a52a', '#b8701a'],
      label: '#3e5a1e',
      views: ['package', 'table', 'bowl'],
    },
  },
  {
    slug: 'apple-blossom-honey',
    name: 'Apple Blossom Honey',
    category: 'Sweeteners',
    farmName: 'Beas Valley Orchards',
    isOrganic: true,
    tags: ['honey', 'raw', 'himachal', 'single flower'],
    description:
      "Light, floral honey from hives that spend the spring in the Beas Valley's organic apple orchards, where the bees also pollinate next season's fruit. Extracted cold from capped combs and bottled on the farm.",
    usageInfo: [
      'On toast with butter, or with cheese.',
      'As a gentle sweetener for herbal teas.',
      'In salad dressings with mustard and lemon.',
    ],
    storageInfo:
      'Keep at room temperature with the lid tight. Do not refrigerate; it crystallises faster in the cold.',
    ingredients: ['Raw apple blossom honey'],
    benefits: [
      'Single-flower honey with a mild, delicate taste',
      'Raw and unfiltered through heat',
      'From orchards managed without synthetic sprays',
    ],
    faq: [
      {
        question: 'Why is this honey so light in colour?',
        answer:
          'Apple blossom nectar gives a pale, golden honey; darker honeys come from other flowers.',
      },
      {
        question: 'Is it pure apple blossom?',
        answer:
          'Mostly. Bees forage freely, so a little nectar from wild flowers around the orchards is always part of it.',
      },
    ],
    variants: [
      { size: '250 g', price: 240, stock: 100, weight: 250 },
      { size: '500 g', price: 460, stock: 59, weight: 500 },
    ],
    picture: {
      container: 'jar',
      texture: 'liquid',
      produce: ['#f3cf6b', '#d9a53a'],
      label: '#8c1c2b',
      views: ['package', 'table'],
    },
  },
  {
    slug: 'palm-jaggery',
    name: 'Palm Jaggery (Karupatti)',
    category: 'Sweeteners',
    farmName: 'Tiruchendur Palm Tappers Cooperative',
    isOrganic: true,
    tags: ['palm jaggery', 'karupatti', 'tamil nadu'],
    description:
      'Karupatti made from the sap of palmyra palms on the red sand dunes near Tiruchendur. Tappers climb each tree twice a day; the sweet neera is boiled down the same morning and set in coconut-shell moulds. Deep brown, with notes of caramel and smoke.',
    usageInfo: [
      'Grate into coffee, the way it is taken in the south.',
      'Use in payasam, kozhukattai filling and adai.',
      'Dissolve in warm water with dry ginger for karupatti kaapi.',
    ],
    storageInfo:
      'Keep airtight in a cool place. Palm jaggery softens in humidity; refrigerate during the monsoon.',
    ingredients: ['Palmyra palm sap'],
    benefits: [
      'Traditional sweetener of Tamil Nadu, used in home remedies for colds',
      'Unrefined and free of chemicals',
      'Supports palmyra tapping families, a livelihood that is fast disappearing',
    ],
    faq: [
      {
        question: 'Is there any cane sugar mixed in?',
        answer:
          'No. Cheaper karupatti is often mixed with cane sugar; ours is pure palm sap, tested by the cooperative.',
      },
      {
        question: 'Why is the shape uneven?',
        answer: 'Each piece is set by hand in a coconut-shell mould.',
      },
    ],
    variants: [
      { size: '250 g', price: 110, stock: 82, weight: 250 },
      { size: '500 g', price: 210, originalPrice: 240, stock: 71, weight: 500 },
      { size: '1 kg', price: 400, stock: 0, weight: 1000 },
    ],
    picture: {
      container: 'pouch',
      texture: 'chunk',
      produce: ['#8a5a34', '#6d4526', '#4e2f18'],
      label: '#2d4a3e',
      views: ['package', 'bowl'],
    },
  },
  {
    slug: 'nolen-gur',
    name: 'Nolen Gur (Liquid Date Palm Jaggery)',
    category: 'Sweeteners',
    farmName: 'Sundarban Date Palm Tappers',
    isOrganic: false,
    tags: ['nolen gur', 'date palm', 'bengal', 'seasonal'],
    description:
      "Bengal's winter treat: the first sap of wild date palms, tapped on cold December nights in the villages at the edge of the Sundarbans and boiled down at dawn into a runny, amber jaggery. It is made only for a few weeks a year. The palms grow wild, so there is no organic certificate.",
    usageInfo: [
      'Pour over warm rotis, pithe or plain rice.',
      'Use in sandesh, rosogolla syrup and payesh.',
      'Stir into hot milk for a winter drink.',
    ],
    storageInfo:
      'Refrigerate after opening and use within two months. A layer of crystals may form; stir it back in.',
    ingredients: ['Date palm sap'],
    benefits: [
      'Seasonal, small-batch and unrefined',
      'Rich, caramel flavour that needs less of it to sweeten',
      'Made by traditional gachhi tappers',
    ],
    faq: [
      {
        question: 'Why is it only sometimes in stock?',
        answer:
          'Nolen gur is made from December to February; we sell each season until it runs out.',
      },
      {
        question: 'Is it fermented?',
        answer:
          'No, the sap is boiled within hours of collection. A faint tang means the jar was left open too long.',
      },
    ],
    variants: [
      { size: '400 g', price: 260, stock: 52, weight: 400 },
      { size: '800 g', price: 495, originalPrice: 520, stock: 37, weight: 800 },
    ],
    picture: {
      container: 'jar',
      texture: 'liquid',
      produce: ['#9b5a23', '#6e3a12'],
      label: '#5a1f3c',
      views: ['package'],
    },
  },
  // Flours
  {
    slug: 'whole-wheat-atta',
    name: 'Stone-Ground Whole Wheat Atta',
    category: 'Flours',
    farmName: 'Singh Family Farms',
    isOrganic: true,
    tags: ['atta', 'wheat flour', 'chakki', 'punjab'],
    description:
      'Whole wheat atta ground slowly between stones at the Singh family chakki, in small batches every week. Stone grinding keeps the flour cool, so the bran and germ stay in and the rotis come out soft, sweet and full of flavour.',
    usageInfo: [
      'Knead with a little more water than usual; whole atta is thirsty.',
      'Rest the dough for 20 minutes before rolling.',
      'Good for rotis, parathas, pooris and whole wheat baking.',
    ],
    storageInfo:
      'Fresh flour has live oils: keep it airtight and use within 2 months, or refrigerate for longer.',
    ingredients: ['Whole wheat'],
    benefits: [
      'Stone ground, with all of the bran and germ',
      'Higher in fibre than regular packaged atta',
      'Milled weekly, so it reaches you fresh',
    ],
    faq: [
      {
        question: 'Why are my rotis darker than usual?',
        answer: 'Whole atta keeps its bran, which gives a darker, wholesome roti.',
      },
      {
        question: 'Is anything added?',
        answer: 'Nothing: no maida, no improvers and no preservatives.',
      },
      {
        question: 'When was it ground?',
        answer: 'The grinding date is printed on every pack; we dispatch within ten days of it.',
      },
    ],
    variants: [
      { size: '1 kg', price: 72, stock: 38, weight: 1000 },
      { size: '5 kg', price: 340, originalPrice: 365, stock: 17, weight: 5000 },
      { size: '10 kg', price: 660, stock: 14, weight: 10000 },
    ],
    picture: {
      container: 'pouch',
      texture: 'powder',
      produce: ['#e9d6b0', '#d9bf8e', '#c4a473'],
      label: '#6b3e1f',
      views: ['package', 'table', 'bowl'],
    },
  },
  {
    slug: 'ragi-flour',
    name: 'Ragi Flour',
    category: 'Flours',
    farmName: 'Thenpennai Millet Producers',
    isOrganic: true,
    tags: ['ragi', 'finger millet', 'gluten free', 'calcium'],
    description:
      'Finger millet from the hills of Krishnagiri, washed, sun-dried and ground whole into a fine, reddish-brown flour. Ragi has fed South Indian families for centuries as porridge, mudde and dosa, and it is one of the best plant sources of calcium.',
    usageInfo: [
      'Whisk 2 tablespoons into a cup of water and cook into a porridge with milk and jaggery.',
      'Make ragi mudde: stir into boiling water and shape into balls to eat with sambar.',
      'Mix a third into wheat flour for rotis and cookies.',
    ],
    storageInfo: 'Airtight and cool; use within 3 months. Refrigerate in summer.',
    ingredients: ['Whole finger millet'],
    benefits: [
      'Naturally rich in calcium',
      'Gluten free',
      'A traditional first food for babies (sprouted ragi)',
    ],
    faq: [
      {
        question: 'Is it sprouted ragi?',
        answer: 'No, this is whole ragi flour. Sprouted ragi flour is made separately.',
      },
      {
        question: 'Can I make dosa with it?',
        answer: 'Yes, mix with rice flour and curd for instant ragi dosa.',
      },
    ],
    variants: [
      { size: '500 g', price: 55, stock: 51, weight: 500 },
      { size: '1 kg', price: 105, stock: 42, weight: 1000 },
    ],
    picture: {
      container: 'pouch',
      texture: 'powder',
      produce: ['#b88d7a', '#9c7060', '#7d5445'],
      label: '#5b6b2a',
      views: ['package', 'bowl'],
    },
  },
  {
    slug: 'bajra-flour',
    name: 'Bajra Flour',
    category: 'Flours',
    farmName: 'Thar Khejri Farm',
    isOrganic: true,
    tags: ['bajra', 'pearl millet', 'gluten free', 'rajasthan'],
    description:
      'Pearl millet from the Thar, ground fresh every fortnight for bajre ki roti, rotla and raab. The flour is slightly coarse, the way Rajasthani kitchens like it, and has a rich, earthy taste that goes perfectly with ghee, jaggery and garlic chutney.',
    usageInfo: [
      'Knead with warm water just before cooking; bajra dough does not keep.',
      'Pat rotis by hand and cook on a hot tawa, then over the flame.',
      'Make raab: cook with buttermilk, ajwain and jaggery for a warming winter drink.',
    ],
    storageInfo:
      'Bajra flour turns bitter quickly: keep it in the fridge and use within 3 weeks of opening.',
    ingredients: ['Whole pearl millet'],
    benefits: ['High in iron and fibre', 'Gluten free', 'Keeps the body warm in winter'],
    faq: [
      {
        question: 'My dough keeps cracking. What am I doing wrong?',
        answer:
          'Use warm water, knead one roti at a time and keep your palms wet while patting it out.',
      },
      {
        question: 'Why does it have to be refrigerated?',
        answer:
          'Bajra is rich in oils that go rancid at room temperature; cold storage keeps it sweet.',
      },
    ],
    variants: [
      { size: '500 g', price: 48, stock: 63, weight: 500 },
      { size: '1 kg', price: 90, originalPrice: 99, stock: 44, weight: 1000 },
      { size: '2 kg', price: 170, stock: 0, weight: 2000 },
    ],
    picture: {
      container: 'pouch',
      texture: 'powder',
      produce: ['#c9c4ad', '#aea88f', '#918b72'],
      label: '#9c3d1c',
      views: ['package'],
    },
  },
  {
    slug: 'besan',
    name: 'Desi Chickpea Flour (Besan)',
    category: 'Flours',
    farmName: 'Malwa Pulse Growers',
    isOrganic: true,
    tags: ['besan', 'chickpea', 'gram flour', 'protein'],
    description:
      'Besan milled from desi kala chana grown in the black soils of Malwa. Made only from split chickpeas, with no pea or maize flour mixed in, it is pale yellow, fine and sweet-smelling, and it fries crisp.',
    usageInfo: [
      'Batter for pakoras and bhajjis.',
      'Cheela: mix with water, onions and spices for a quick savoury pancake.',
      'Roast in ghee for ladoos, or use in kadhi and gatte.',
    ],
    storageInfo: 'Airtight, cool and dry. Use within 4 months.',
    ingredients: ['Split desi chickpeas (chana dal)'],
    benefits: ['High in protein', 'Gluten free', 'Low glycaemic index'],
    faq: [
      {
        question: 'How do I know besan is pure?',
        answer:
          'Pure besan smells nutty when roasted and does not turn gummy. Ours is tested for added pea flour every batch.',
      },
      {
        question: 'Is it coarse or fine?',
        answer: 'Fine. For boondi or Mysore pak you can use it as it is.',
      },
    ],
    variants: [
      { size: '500 g', price: 70, stock: 50, weight: 500 },
      { size: '1 kg', price: 135, originalPrice: 150, stock: 29, weight: 1000 },
    ],
    picture: {
      container: 'pouch',
      texture: 'powder',
      produce: ['#f1d27b', '#e3bb55', '#c99f37'],
      label: '#8a4b0f',
      views: ['package', 'bowl'],
    },
  },
  {
    slug: 'jowar-flour',
    name: 'Jowar Flour',
    category: 'Flours',
    farmName: 'Solapur Dryland Farmers Group',
    isOrganic: true,
    tags: ['jowar', 'sorghum', 'gluten free', 'maharashtra'],
    description:
      'White Maldandi jowar from the dry black-soil farms of Solapur, grown in the rabi season on stored soil moisture alone. Ground into a soft, creamy flour for jowar bhakri, the everyday bread of rural Maharashtra and north Karnataka.',
    usageInfo: [
      'Knead with hot water and pat out bhakris by hand.',
      'Blend half and half with wheat flour for softer rotis.',
      'Use in thalipeeth, dosa and gluten-free baking.',
    ],
    storageInfo: 'Airtight and away from moisture. Use within 2 to 3 months.',
    ingredients: ['Whole white sorghum (Maldandi jowar)'],
    benefits: [
      'Gluten free and easy to digest',
      'Rich in fibre and antioxidants',
      'Grown without irrigation in the dry season',
    ],
    faq: [
      {
        question: 'What is Maldandi jowar?',
        answer:
          'A traditional rabi sorghum of Solapur with a bold white grain, known for the softest bhakris.',
      },
      {
        question: 'Can I bake a cake with it?',
        answer: 'Yes, combined with a binder such as curd or flax; it gives a tender crumb.',
      },
    ],
    variants: [
      { size: '1 kg', price: 85, stock: 30, weight: 1000 },
      { size: '2 kg', price: 165, stock: 11, weight: 2000 },
    ],
    picture: {
      container: 'pouch',
      texture: 'powder',
      produce: ['#efe6d2', '#dfd2b5', '#c7b895'],
      label: '#4d5a2c',
      views: ['package', 'table'],
    },
  },
  {
    slug: 'buckwheat-flour',
    name: 'Buckwheat Flour (Kuttu)',
    category: 'Flours',
    farmName: 'Doon Heritage Farms',
    isOrganic: true,
    tags: ['kuttu', 'buckwheat', 'fasting', 'gluten free'],
    description:
      'Kuttu grown on terraced fields above Chakrata at 2,000 metres, where it is sown after the summer potato harvest. The seeds are hulled and ground on a water mill into a greyish, earthy flour prized during Navratri fasts.',
    usageInfo: [
      'Kuttu puri: knead with boiled mashed potato and a pinch of rock salt.',
      'Pancakes and crêpes with milk and eggs.',
      'Mix into gluten-free bread and cookie doughs.',
    ],
    storageInfo: 'Buckwheat flour goes stale fast: refrigerate and use within 6 weeks.',
    ingredients: ['Hulled buckwheat'],
    benefits: [
      'Not a grain: a seed, naturally gluten free',
      'Source of rutin and magnesium',
      'Grown in the high Himalaya without chemicals',
    ],
    faq: [
      {
        question: 'Is kuttu the same as buckwheat?',
        answer: 'Yes, kuttu is the Hindi name for buckwheat.',
      },
      {
        question: 'Is it suitable for vrat?',
        answer: 'Yes, it is single-ingredient, processed on a mill used only for fasting flours.',
      },
    ],
    variants: [
      { size: '500 g', price: 140, originalPrice: 160, stock: 74, weight: 500 },
      { size: '1 kg', price: 270, stock: 0, weight: 1000 },
    ],
    picture: {
      container: 'pouch',
      texture: 'powder',
      produce: ['#cbb9a0', '#ad9a80', '#8c7a62'],
      label: '#1f5e4a',
      views: ['package'],
    },
  },
  // Spices
  {
    slug: 'lakadong-turmeric',
    name: 'Lakadong Turmeric Powder',
    category: 'Spices',
    farmName: 'Jaintia Hills Growers',
    isOrganic: true,
    tags: ['turmeric', 'haldi', 'high curcumin', 'meghalaya'],
    description:
      'Lakadong turmeric from the Jaintia Hills of Meghalaya, among the richest in curcumin anywhere (7 to 9 percent, against 2 to 3 for common turmeric). The rhizomes are boiled, sun-dried on bamboo mats and ground in small batches, giving a deep orange powder with a warm, earthy aroma.',
    usageInfo: [
      'A quarter teaspoon is enough for a pot of dal: it is stronger than regular haldi.',
      'Half a teaspoon in warm milk with black pepper for haldi doodh.',
      'Mix with curd or besan for a face pack.',
    ],
    storageInfo:
      'Keep in the glass jar, tightly closed, away from light and heat, which fade the colour. Use within a year.',
    ingredients: ['Lakadong turmeric'],
    benefits: [
      'High curcumin content (7 to 9 percent)',
      'Traditionally used for its anti-inflammatory properties',
      'GI-tagged heritage variety from the Jaintia Hills',
    ],
    faq: [
      {
        question: 'Why is it so much darker than my usual haldi?',
        answer: 'The deep orange is the high curcumin. Nothing is added for colour.',
      },
      {
        question: 'Is it irradiated or steam-sterilised?',
        answer: 'Neither. It is sun-dried and ground; we test each batch for microbes.',
      },
      {
        question: 'Will it stain?',
        answer: 'Yes, more than ordinary turmeric. Wipe spills at once.',
      },
    ],
    variants: [
      { size: '100 g', price: 60, originalPrice: 80, stock: 134, weight: 100 },
      { size: '250 g', price: 140, stock: 0, weight: 250 },
      { size: '500 g', price: 260, stock: 67, weight: 500 },
    ],
    picture: {
      container: 'jar',
      texture: 'powder',
      produce: ['#f2b632', '#e39b1b', '#c77d0e'],
      label: '#8a3b12',
      views: ['package', 'bowl', 'table'],
    },
  },
  {
    slug: 'wayanad-black-pepper',
    name: 'Wayanad Black Pepper',
    category: 'Spices',
    farmName: 'Nair Spice Garden',
    isOrganic: true,
    tags: ['pepper', 'kali mirch', 'whole spice', 'kerala'],
    description:
      'Bold Panniyur and Karimunda peppercorns from vines climbing silver oak and jackfruit at the edge of the Wayanad forest. The spikes are picked when the first berries turn red, blanched and sun-dried, for a peppercorn that is hot, lemony and fragrant.',
    usageInfo: [
      'Grind fresh over food just before serving.',
      'Crush for rasam, pepper chicken and milagu kuzhambu.',
      'Add whole to biryanis, stocks and pickles.',
    ],
    storageInfo:
      'Whole peppercorns keep their aroma for two years in an airtight jar; grind only what you need.',
    ingredients: ['Whole black peppercorns'],
    benefits: [
      'Piperine helps the body absorb curcumin from turmeric',
      'Aids digestion',
      'Certified organic since 2015',
    ],
    faq: [
      {
        question: 'Are these whole or ground?',
        answer: 'Whole peppercorns. They keep far longer than ground pepper.',
      },
      {
        question: 'What size are the berries?',
        answer: 'Bold grade: above 4.25 mm, with a high share of heavy, oil-rich berries.',
      },
    ],
    variants: [
      { size: '100 g', price: 95, stock: 174, weight: 100 },
      { size: '250 g', price: 220, originalPrice: 250, stock: 105, weight: 250 },
      { size: '500 g', price: 420, stock: 54, weight: 500 },
    ],
    picture: {
      container: 'jar',
      texture: 'seed',
      produce: ['#6b5644', '#3e3026', '#1f1812'],
      label: '#2f4f2f',
      views: ['package', 'bowl'],
    },
  },
  {
    slug: 'sikkim-large-cardamom',
    name: 'Sikkim Large Cardamom',
    category: 'Spices',
    farmName: 'Dzongu Cardamom Collective',
    isOrganic: true,
    tags: ['cardamom', 'badi elaichi', 'whole spice', 'sikkim'],
    description:
      'Large black cardamom grown under alder trees in the Lepcha reserve of Dzongu, North Sikkim, and dried over wood fires in traditional bhattis, which gives the pods their smoky, camphor-like aroma. Sikkim is entirely organic by law.',
    usageInfo: [
      'Crack one or two pods into biryani, pulao and meat curries.',
      'Essential in garam masala; roast lightly before grinding.',
      'Add to chai on cold evenings.',
    ],
    storageInfo: 'Airtight jar, away from heat. Whole pods keep their aroma for over a year.',
    ingredients: ['Whole large cardamom pods'],
    benefits: [
      'Warming spice traditionally used for coughs and colds',
      'Grown in a forest system that protects Himalayan slopes',
      'From a state that is 100 percent organic',
    ],
    faq: [
      {
        question: 'Is this the same as green cardamom?',
        answer:
          'No. Large cardamom has a smoky, savoury taste and suits spicy dishes; green cardamom is sweeter and floral.',
      },
      {
        question: 'Why does it smell of smoke?',
        answer: 'The pods are dried over wood fires, as they have been for generations.',
      },
    ],
    variants: [
      { size: '50 g', price: 110, stock: 143, weight: 50 },
      { size: '100 g', price: 210, stock: 0, weight: 100 },
    ],
    picture: {
      container: 'jar',
      texture: 'seed',
      produce: ['#7a4a3a', '#5a3326', '#3b2018'],
      label: '#5d2a4a',
      views: ['package', 'bowl'],
    },
  },
  {
    slug: 'guntur-chilli-powder',
    name: 'Guntur Red Chilli Powder',
    category: 'Spices',
    farmName: 'Krishna Delta Chilli Growers',
    isOrganic: true,
    tags: ['chilli', 'lal mirch', 'hot', 'andhra pradesh'],
    description:
      'Fiery Guntur Sannam chillies grown with neem cake and cow-dung manure in the Krishna delta, sun-dried on the farm and ground without their stalks. Bright red, properly hot and full of flavour, with no colour or oil added.',
    usageInfo: [
      'Start with half the quantity you usually use: it is hot.',
      'Temper in hot oil for Andhra pickles, curries and chutneys.',
      'Mix with Kashmiri chilli for colour with less heat.',
    ],
    storageInfo:
      'Close the jar after every use and keep it away from the stove; heat and light dull the colour.',
    ingredients: ['Guntur Sannam red chillies'],
    benefits: [
      'Capsaicin supports metabolism',
      'No added colour, oil or salt',
      'Tested for aflatoxin and pesticide residues every batch',
    ],
    faq: [
      {
        question: 'How hot is it?',
        answer: 'Guntur Sannam is a hot variety, around 35,000 to 40,000 Scoville units.',
      },
      {
        question: 'Why is it less red than some powders?',
        answer: 'Many bright red powders are coloured artificially. Ours is only chilli.',
      },
    ],
    variants: [
      { size: '100 g', price: 45, stock: 146, weight: 100 },
      { size: '250 g', price: 105, originalPrice: 120, stock: 4, weight: 250 },
      { size: '500 g', price: 200, stock: 53, weight: 500 },
    ],
    picture: {
      container: 'jar',
      texture: 'powder',
      produce: ['#d9382a', '#b82a1e', '#8f1d14'],
      label: '#3a2a1a',
      views: ['package', 'table'],
    },
  },
  {
    slug: 'dry-ginger-powder',
    name: 'Dry Ginger Powder (Sonth)',
    category: 'Spices',
    farmName: 'Umiam Hill Farmers Collective',
    isOrganic: true,
    tags: ['ginger', 'sonth', 'meghalaya'],
    description:
      'Nadia ginger from the hill farms of Ri-Bhoi in Meghalaya, peeled by hand, sliced and sun-dried, then ground into a pungent, lemony sonth. Meghalaya ginger is known for its high oil content and strong bite.',
    usageInfo: [
      'A pinch in chai or kadha on a cold day.',
      'Add to sweets such as panjiri, ladoos and gingerbread.',
      'Mix with jaggery and ghee for a traditional digestive.',
    ],
    storageInfo: 'Airtight and dry; use within 9 months.',
    ingredients: ['Dried ginger'],
    benefits: [
      'Soothes digestion and nausea',
      'Warming in winter',
      'Hill-grown ginger with high essential oil content',
    ],
    faq: [
      {
        question: 'Can I use it instead of fresh ginger?',
        answer: 'Yes: a quarter teaspoon of sonth replaces about a tablespoon of fresh ginger.',
      },
      {
        question: 'Is it bleached?',
        answer: 'No. Bleached sonth is very white; ours is a natural pale beige.',
      },
    ],
    variants: [
      { size: '100 g', price: 70, stock: 115, weight: 100 },
      { size: '200 g', price: 135, stock: 79, weight: 200 },
    ],
    picture: {
      container: 'jar',
      texture: 'powder',
      produce: ['#e6d3a3', '#d1b982', '#b69c63'],
      label: '#3e5a1e',
      views: ['package'],
    },
  },
  {
    slug: 'cumin-seeds',
    name: 'Whole Cumin Seeds (Jeera)',
    category: 'Spices',
    farmName: 'Thar Khejri Farm',
    isOrganic: true,
    tags: ['cumin', 'jeera', 'whole spice', 'rajasthan'],
    description:
      'Cumin from the cool winter season of western Rajasthan, where the dry desert air keeps the crop healthy without sprays. Machine cleaned and hand sorted to remove stalks and dust, for long, green-brown seeds with a strong, warm aroma.',
    usageInfo: [
      'Splutter in hot ghee or oil to start dal tadka and jeera rice.',
      'Dry roast and grind for raita, chaas and chaat.',
      'Boil a teaspoon in water for jeera water.',
    ],
    storageInfo: 'Airtight jar in a cool cupboard; whole seeds keep for over a year.',
    ingredients: ['Whole cumin seeds'],
    benefits: [
      'Traditionally used to aid digestion',
      'A source of iron',
      'Grown in a region too dry for most pests, so sprays are not needed',
    ],
    faq: [
      {
        question: 'How do I know cumin is not adulterated?',
        answer:
          'Rub a few seeds between your palms: real cumin does not leave colour. Ours is tested for grass seed and dye.',
      },
      {
        question: 'Is this shahi jeera?',
        answer: 'No, this is regular cumin. Shahi jeera (black cumin) is a different spice.',
      },
    ],
    variants: [
      { size: '100 g', price: 55, stock: 118, weight: 100 },
      { size: '250 g', price: 130, originalPrice: 145, stock: 107, weight: 250 },
      { size: '500 g', price: 250, stock: 0, weight: 500 },
    ],
    picture: {
      container: 'pouch',
      texture: 'grain',
      produce: ['#a88a5e', '#8a6d45', '#6b5232'],
      label: '#9c3d1c',
      views: ['package', 'bowl'],
    },
  },
];
