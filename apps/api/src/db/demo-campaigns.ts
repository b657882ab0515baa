import type {
  CampaignStatus,
  FarmingMethod,
  FarmSizeUnit,
  ReturnsType,
} from '@mitti/domain/campaign';
import type { Landscape, TimeOfDay } from './farm-illustration';

/** A demo campaign; days are counted from the seed time, money is in rupees. */
export interface DemoCampaign {
  slug: string;
  owner: string;
  campaignTitle: string;
  story: string;
  farmName: string;
  farmLocation: string;
  farmSize: { value: number; unit: FarmSizeUnit };
  fundingGoal: number;
  minInvestment: number;
  /** Share of the goal the demo backers have invested (0 to 1); rounded down to whole units. */
  raised: number;
  returns: { type: ReturnsType; min: number; max?: number; description: string };
  cropTypes: string[];
  farmingMethods: FarmingMethod[];
  startDay: number;
  endDay: number;
  status: CampaignStatus;
  fundUsage: string;
  impactMetrics: string;
  riskFactors: string;
  picture: { landscape: Landscape; crop: string[]; accent?: string; times: TimeOfDay[] };
}

const RAMESH = 'farmer@mitti.test';
const LAKSHMI = 'lakshmi@mitti.test';
const GURPREET = 'gurpreet@mitti.test';

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    slug: 'nashik-grapes',
    owner: RAMESH,
    campaignTitle: 'Residue-Free Table Grapes for Export',
    story:
      'Our family has grown Thompson Seedless grapes in the Nashik valley for three generations. Five years ago we stopped synthetic sprays and moved the vineyard to composted manure, neem and trichoderma. The grapes now pass European residue tests, but our old trellis and open-field drying lose a fifth of the harvest. This campaign rebuilds the trellis and adds a shaded, ventilated packing shed so every bunch reaches the buyer in good shape.',
    farmName: 'Patil Organic Vineyards',
    farmLocation: 'Nashik, Maharashtra',
    farmSize: { value: 12, unit: 'Acres' },
    fundingGoal: 1_200_000,
    minInvestment: 10_000,
    raised: 0.62,
    returns: {
      type: 'Percentage Range',
      min: 10,
      max: 14,
      description: 'Paid after the export season from grape sales, for three seasons.',
    },
    cropTypes: ['Thompson Seedless Grapes', 'Raisins'],
    farmingMethods: ['Organic', 'Sustainable'],
    startDay: -35,
    endDay: 55,
    status: 'Active',
    fundUsage:
      '40% for the new Y-trellis and anti-hail net. 30% for the ventilated packing shed. 20% for drip irrigation with fertigation. 10% for organic certification and residue testing.',
    impactMetrics:
      'Cuts harvest losses from 20% to under 8%. Saves about 35% of irrigation water with drip lines. Keeps 14 seasonal workers employed for six months a year.',
    riskFactors:
      'Unseasonal rain at flowering can cut the crop by a third; the hail net and crop insurance limit the damage. Export prices swing with the rupee; a domestic buyer has agreed to take up to half the harvest.',
    picture: {
      landscape: 'orchard',
      crop: ['#9bbf5a', '#4f7d2f', '#5f8f38'],
      accent: '#6b2d5c',
      times: ['morning', 'dusk', 'noon'],
    },
  },
  {
    slug: 'wayanad-spices',
    owner: LAKSHMI,
    campaignTitle: 'Wayanad Black Pepper and Spice Garden Revival',
    story:
      'Our spice garden sits on a slope at the edge of the Wayanad forest, with pepper vines climbing silver oak and jackfruit trees. The 2018 floods washed away our terraces and many vines never recovered. We replanted with nursery-raised Panniyur pepper and want to restore the stone terraces and the shade canopy. The garden has been certified organic since 2015 and we sell through a tribal spice cooperative.',
    farmName: 'Nair Spice Garden',
    farmLocation: 'Wayanad, Kerala',
    farmSize: { value: 6, unit: 'Acres' },
    fundingGoal: 800_000,
    minInvestment: 5_000,
    raised: 0.45,
    returns: {
      type: 'Percentage Range',
      min: 8,
      max: 12,
      description: 'Yearly from the pepper and clove harvest, for four years.',
    },
    cropTypes: ['Black Pepper', 'Cardamom', 'Clove', 'Nutmeg'],
    farmingMethods: ['Organic', 'Biodynamic'],
    startDay: -20,
    endDay: 70,
    status: 'Active',
    fundUsage:
      '45% for rebuilding stone terraces and drainage. 25% for 3,000 pepper cuttings and shade trees. 20% for a solar spice dryer. 10% for the cooperative membership and certification renewal.',
    impactMetrics:
      'Stops soil loss on 6 acres of steep slope. Adds 600 shade trees to the forest edge. Lets eight women of the cooperative process and grade spices on the farm.',
    riskFactors:
      'Heavy monsoon years bring quick wilt to pepper vines; we use trichoderma and drainage channels against it. Spice prices fall when imports rise; the cooperative holds stock until prices recover.',
    picture: {
      landscape: 'terraces',
      crop: ['#4e8a3a', '#3a6f2c', '#2f5a24'],
      accent: '#7a2e1e',
      times: ['dawn', 'morning'],
    },
  },
  {
    slug: 'sikkim-cardamom',
    owner: RAMESH,
    campaignTitle: 'Sikkim Large Cardamom Under Alder Shade',
    story:
      'Large cardamom grows best in the cool shade of Himalayan alder, and Sikkim has farmed it this way for centuries. Our partner growers in Dzongu lost many plants to chirke virus and need clean planting stock. This campaign funds a virus-free nursery and a better curing kiln, which gives the pods the smoky aroma buyers pay for. The whole state is certified organic, so no chemicals are used at any step.',
    farmName: 'Dzongu Cardamom Collective',
    farmLocation: 'Dzongu, North Sikkim',
    farmSize: { value: 8, unit: 'Hectares' },
    fundingGoal: 600_000,
    minInvestment: 5_000,
    raised: 0.96,
    returns: {
      type: 'Percentage Range',
      min: 9,
      max: 13,
      description: 'From cardamom sales after each October harvest, for three years.',
    },
    cropTypes: ['Large Cardamom'],
    farmingMethods: ['Organic'],
    startDay: -50,
    endDay: 25,
    status: 'Active',
    fundUsage:
      '50% for a virus-free cardamom nursery. 30% for an improved bhatti curing kiln. 20% for training growers in disease scouting.',
    impactMetrics:
      'Supplies 40,000 healthy seedlings to 22 families. The new kiln uses 40% less firewood. Keeps alder shade cover over 8 hectares of hillside.',
    riskFactors:
      'Virus can return through infected suckers; the nursery is fenced and inspected monthly. Landslides may block the road to market in the monsoon, so curing and storage happen before the rains.',
    picture: {
      landscape: 'terraces',
      crop: ['#5d9b4f', '#3f7d3b', '#2e5f30'],
      accent: '#b2473e',
      times: ['morning', 'dawn', 'noon'],
    },
  },
  {
    slug: 'punjab-wheat',
    owner: GURPREET,
    campaignTitle: 'Happy Seeder Wheat Without Stubble Burning',
    story:
      'Every November smoke from burning paddy stubble covers Punjab and Delhi. On our farm near Ludhiana we sow wheat straight into the standing stubble with a Happy Seeder, which keeps the straw as mulch and the air clean. The method works, but we rent the machine and often sow late. Owning a Happy Seeder and a straw chopper lets us sow on time and offer the service to 30 neighbouring farms.',
    farmName: 'Singh Family Farms',
    farmLocation: 'Ludhiana, Punjab',
    farmSize: { value: 40, unit: 'Acres' },
    fundingGoal: 2_500_000,
    minInvestment: 25_000,
    raised: 1,
    returns: {
      type: 'Fixed Multiple',
      min: 1.3,
      description:
        '1.3 times the investment, paid over three rabi seasons from machine hire and wheat sales.',
    },
    cropTypes: ['Wheat', 'Paddy'],
    farmingMethods: ['Sustainable', 'Conventional'],
    startDay: -60,
    endDay: 20,
    status: 'Funded',
    fundUsage:
      '60% for a Happy Seeder and straw chopper. 20% for a tractor attachment overhaul. 15% for soil health testing on partner farms. 5% for farmer training days.',
    impactMetrics:
      'Stops the burning of stubble on about 400 acres a year. Returns around 2.5 tonnes of straw per acre to the soil. Saves one irrigation per season because the mulch holds moisture.',
    riskFactors:
      'Machine breakdowns in the short sowing window; we keep a service contract with the dealer. Wheat yields can dip in the first year of no-till, and the price support for wheat limits the upside.',
    picture: {
      landscape: 'rows',
      crop: ['#e4c65a', '#c9a43a', '#a88428'],
      times: ['noon', 'dusk'],
    },
  },
  {
    slug: 'guntur-chillies',
    owner: RAMESH,
    campaignTitle: 'Guntur Red Chillies, Grown and Dried Clean',
    story:
      'Guntur is famous for its fiery red chillies, but most are dried on bare ground where they pick up dust and aflatoxin. Our farmer group grows Teja and Byadgi chillies with bio-pesticides and wants raised solar drying platforms. Clean, evenly dried chillies fetch up to 30% more from spice exporters. We are close to the goal and the drying season starts soon.',
    farmName: 'Krishna Delta Chilli Growers',
    farmLocation: 'Guntur, Andhra Pradesh',
    farmSize: { value: 25, unit: 'Acres' },
    fundingGoal: 900_000,
    minInvestment: 5_000,
    raised: 0.71,
    returns: {
      type: 'Percentage Range',
      min: 11,
      max: 15,
      description: 'Paid from exporter contracts after each drying season, for two years.',
    },
    cropTypes: ['Teja Chilli', 'Byadgi Chilli'],
    farmingMethods: ['Organic'],
    startDay: -40,
    endDay: 2,
    status: 'Active',
    fundUsage:
      '55% for raised solar drying platforms. 25% for bio-pesticides and pheromone traps. 20% for moisture meters and grading tables.',
    impactMetrics:
      'Brings aflatoxin below export limits for 60 tonnes of chillies. Replaces four chemical sprays a season with neem and pheromone traps. Gives 30 women paid work in grading.',
    riskFactors:
      'Cyclones in October and November can flatten the crop. Chilli thrips spread fast in dry spells; traps and early scouting keep them in check.',
    picture: {
      landscape: 'rows',
      crop: ['#6fa53f', '#4f8a2e', '#3c6e22'],
      accent: '#c8281e',
      times: ['noon', 'morning'],
    },
  },
  {
    slug: 'assam-tea',
    owner: RAMESH,
    campaignTitle: 'Small Growers Orthodox Tea Factory in Upper Assam',
    story:
      'Small tea growers in Upper Assam sell green leaf to large factories at whatever price they are offered. Our society of 48 growers near Dibrugarh wants its own small orthodox factory. Orthodox whole-leaf tea sells at three to four times the price of CTC dust. The gardens are in organic conversion, with vermicompost made from factory waste.',
    farmName: 'Brahmaputra Small Tea Growers Society',
    farmLocation: 'Dibrugarh, Assam',
    farmSize: { value: 60, unit: 'Hectares' },
    fundingGoal: 5_000_000,
    minInvestment: 50_000,
    raised: 0.38,
    returns: {
      type: 'Percentage Range',
      min: 9,
      max: 12,
      description: 'Yearly from tea auction proceeds, for five years.',
    },
    cropTypes: ['Assam Orthodox Tea'],
    farmingMethods: ['Organic', 'Sustainable'],
    startDay: -25,
    endDay: 95,
    status: 'Active',
    fundUsage:
      '50% for withering troughs and an orthodox rolling line. 25% for the factory shed and a dryer. 15% for a vermicompost unit. 10% for organic certification of 48 gardens.',
    impactMetrics:
      'Raises the growers\u2019 income per kilo of leaf by about 40%. Turns 20 tonnes of factory waste a year into compost. Creates 18 permanent jobs in the factory.',
    riskFactors:
      'Floods from the Brahmaputra can reach the low gardens; the factory is built on raised land. Auction prices vary with quality, so we are training growers in two-leaves-and-a-bud plucking.',
    picture: {
      landscape: 'terraces',
      crop: ['#3f8a3a', '#2f7032', '#245a29'],
      times: ['dawn', 'morning', 'noon'],
    },
  },
  {
    slug: 'coorg-coffee',
    owner: LAKSHMI,
    campaignTitle: 'Shade-Grown Robusta Coffee in Coorg',
    story:
      'Our coffee grows under a canopy of rosewood, silver oak and jackfruit in the hills of Kodagu, with pepper vines on the shade trees. We pulp and sun-dry the cherries ourselves. The estate needs a small eco-pulper that recycles its water and a drying yard with covers for sudden rain. With them we can sell specialty washed robusta instead of commodity cherry.',
    farmName: 'Kaveri Hills Coffee Estate',
    farmLocation: 'Madikeri, Kodagu, Karnataka',
    farmSize: { value: 15, unit: 'Acres' },
    fundingGoal: 1_800_000,
    minInvestment: 10_000,
    raised: 0.55,
    returns: {
      type: 'Fixed Multiple',
      min: 1.4,
      description: '1.4 times the investment over four harvests, from specialty coffee sales.',
    },
    cropTypes: ['Robusta Coffee', 'Black Pepper', 'Orange'],
    farmingMethods: ['Permaculture', 'Organic'],
    startDay: -15,
    endDay: 75,
    status: 'Active',
    fundUsage:
      '40% for an eco-pulper with water recycling. 30% for a covered drying yard. 20% for replanting shade trees. 10% for cupping and quality training.',
    impactMetrics:
      'Uses 80% less water per kilo of washed coffee. Keeps a three-tier shade canopy that shelters more than 100 bird species. Pays pickers 20% above the district wage.',
    riskFactors:
      'Blossom showers may fail, which cuts the next crop; we have a small check-dam for backup irrigation. Elephants sometimes cross the estate; solar fencing protects the processing area.',
    picture: {
      landscape: 'orchard',
      crop: ['#6e9c4a', '#2f6b35', '#3d7a3c'],
      accent: '#b3261e',
      times: ['morning', 'dusk'],
    },
  },
  {
    slug: 'himachal-apples',
    owner: RAMESH,
    campaignTitle: 'High-Density Organic Apples in Kullu',
    story:
      'Our orchard in the Kullu valley replaced tired old seedling trees with high-density organic apples on dwarf rootstock. Investors funded the new plantation, the hail nets and a small cold store. The first full harvest is in and has been sold. Thank you to everyone who backed us.',
    farmName: 'Beas Valley Orchards',
    farmLocation: 'Kullu, Himachal Pradesh',
    farmSize: { value: 5, unit: 'Hectares' },
    fundingGoal: 1_500_000,
    minInvestment: 15_000,
    raised: 1,
    returns: {
      type: 'Percentage Range',
      min: 8,
      max: 11,
      description: 'Paid yearly from apple sales for four years, starting after the first harvest.',
    },
    cropTypes: ['Apple', 'Pear'],
    farmingMethods: ['Organic'],
    startDay: -150,
    endDay: -30,
    status: 'Completed',
    fundUsage:
      '45% for 2,500 dwarf apple trees and trellis. 25% for anti-hail nets. 20% for a 20-tonne cold store. 10% for drip irrigation.',
    impactMetrics:
      'Triples the yield per hectare compared with the old orchard. Cuts water use by half with drip lines. Stores fruit so it sells after the September price crash.',
    riskFactors:
      'Late spring frost can damage blossoms. Apple scab in wet years is managed with lime sulphur and pruning for air flow.',
    picture: {
      landscape: 'orchard',
      crop: ['#8fbf62', '#3f7a34', '#4d8a3d'],
      accent: '#d13a2a',
      times: ['morning', 'noon'],
    },
  },
  {
    slug: 'tamil-nadu-millets',
    owner: RAMESH,
    campaignTitle: 'Rain-Fed Millets for Dharmapuri Villages',
    story:
      'Dharmapuri is dry country where paddy fails most years, but ragi, foxtail and little millet thrive on the rain alone. Our farmer producer company grows traditional millets and sells them as flour and ready-to-cook mixes. We need a destoner and a small pulveriser so the value stays in the village instead of going to a mill in Salem.',
    farmName: 'Thenpennai Millet Producers',
    farmLocation: 'Dharmapuri, Tamil Nadu',
    farmSize: { value: 30, unit: 'Acres' },
    fundingGoal: 400_000,
    minInvestment: 2_000,
    raised: 0.28,
    returns: {
      type: 'Percentage Range',
      min: 7,
      max: 10,
      description: 'Yearly from flour and mix sales, for three years.',
    },
    cropTypes: ['Ragi', 'Foxtail Millet', 'Little Millet'],
    farmingMethods: ['Organic', 'Biodynamic'],
    startDay: -10,
    endDay: 80,
    status: 'Active',
    fundUsage:
      '50% for a destoner and grader. 30% for a pulveriser and packing machine. 20% for seed banks of traditional millet varieties.',
    impactMetrics:
      'Grows food on rain alone, with no irrigation at all. Keeps 12 traditional millet varieties in the seed bank. Adds about ₹9,000 a year to each of 60 member families.',
    riskFactors:
      'A failed monsoon can halve the harvest; millets are hardy but not immune. Demand for millets grew fast and could level off; we sell to schools and hostels on yearly contracts.',
    picture: {
      landscape: 'rows',
      crop: ['#b8a25a', '#8f7a3a', '#6e5f2c'],
      accent: '#7a4a2a',
      times: ['dusk', 'noon'],
    },
  },
  {
    slug: 'bengal-rice',
    owner: RAMESH,
    campaignTitle: 'Gobindobhog Aromatic Rice from Bardhaman',
    story:
      'Gobindobhog is the small, fragrant rice of Bengal, cooked for festivals and offered in temples. Our village near Bardhaman grows it with azolla, green manure and ducks that weed the paddies. We want a small rice mill that polishes gently and keeps the aroma, and a storage godown that keeps out damp.',
    farmName: 'Damodar Aromatic Rice Farm',
    farmLocation: 'Bardhaman, West Bengal',
    farmSize: { value: 18, unit: 'Acres' },
    fundingGoal: 750_000,
    minInvestment: 5_000,
    raised: 0.5,
    returns: {
      type: 'Percentage Range',
      min: 8,
      max: 12,
      description: 'Paid after the aman harvest each winter, for three years.',
    },
    cropTypes: ['Gobindobhog Rice', 'Mustard'],
    farmingMethods: ['Organic'],
    startDay: -30,
    endDay: 60,
    status: 'Active',
    fundUsage:
      '45% for a mini rice mill with a gentle polisher. 35% for a damp-proof storage godown. 20% for ducks, azolla beds and green manure seed.',
    impactMetrics:
      'Replaces chemical weedkillers with 400 ducks. Azolla fixes nitrogen and cuts fertiliser need by about 30%. Keeps a heritage rice variety in the fields.',
    riskFactors:
      'Floods from the Damodar in heavy years. Brown plant hopper outbreaks are watched with light traps.',
    picture: {
      landscape: 'rows',
      crop: ['#8cc152', '#6fae3f', '#5a9a35'],
      times: ['morning', 'dawn', 'dusk'],
    },
  },
  {
    slug: 'rajasthan-bajra',
    owner: RAMESH,
    campaignTitle: 'Desert Bajra and Khejri Agroforestry',
    story:
      'In the sand dunes west of Jodhpur, pearl millet grows between khejri trees that feed goats, fix nitrogen and shade the soil. Our family farm wants to dig a traditional tanka to catch rainwater and plant 300 new khejri saplings. It is a small project for a hard place, and every rupee goes into the land.',
    farmName: 'Thar Khejri Farm',
    farmLocation: 'Jodhpur, Rajasthan',
    farmSize: { value: 20, unit: 'Acres' },
    fundingGoal: 200_000,
    minInvestment: 1_000,
    raised: 0.18,
    returns: {
      type: 'Percentage Range',
      min: 6,
      max: 9,
      description: 'From bajra and sangri sales, yearly for three years.',
    },
    cropTypes: ['Bajra', 'Moth Bean', 'Sangri'],
    farmingMethods: ['Sustainable'],
    startDay: -5,
    endDay: 85,
    status: 'Active',
    fundUsage:
      '60% for a 50,000-litre rainwater tanka. 30% for 300 khejri saplings and tree guards. 10% for drought-tolerant bajra seed.',
    impactMetrics:
      'Stores 50,000 litres of rainwater a year for people and animals. Fixes dunes with 300 more trees. Sangri pods add a second cash crop.',
    riskFactors:
      'Rainfall here is low and irregular; the tanka carries the farm through short dry spells but not a full drought year. Young saplings need protection from goats and heat.',
    picture: {
      landscape: 'rows',
      crop: ['#d9bf7a', '#c4a35c', '#a88a48'],
      times: ['dusk', 'noon'],
    },
  },
  {
    slug: 'uttarakhand-basmati-rajma',
    owner: RAMESH,
    campaignTitle: 'Doon Basmati and Harsil Rajma Revival',
    story:
      'The original Dehradun basmati has almost disappeared as the valley filled with houses. Our farm grows it on terraced fields fed by a canal from the hills, and grows Harsil rajma higher up in summer. We are just starting this campaign to restore the old canal and set up a seed store for both heritage crops.',
    farmName: 'Doon Heritage Farms',
    farmLocation: 'Dehradun, Uttarakhand',
    farmSize: { value: 9, unit: 'Acres' },
    fundingGoal: 500_000,
    minInvestment: 5_000,
    raised: 0,
    returns: {
      type: 'Percentage Range',
      min: 8,
      max: 11,
      description: 'Yearly from rice and rajma sales, for three years.',
    },
    cropTypes: ['Dehradun Basmati Rice', 'Harsil Rajma'],
    farmingMethods: ['Organic', 'Permaculture'],
    startDay: 0,
    endDay: 60,
    status: 'Active',
    fundUsage:
      '50% for restoring the stone irrigation canal. 30% for a community seed store. 20% for terrace repairs.',
    impactMetrics:
      'Brings a heritage basmati back to 9 acres. Shares seed with 25 farmers in the valley. Restores 2 km of a century-old canal.',
    riskFactors:
      'Cloudbursts in the monsoon can damage terraces. Basmati yields are lower than modern varieties; the premium price makes up for it.',
    picture: {
      landscape: 'terraces',
      crop: ['#9ccf5e', '#7cb342', '#5f9a31'],
      accent: '#8b1e2d',
      times: ['morning', 'noon'],
    },
  },
  {
    slug: 'odisha-turmeric',
    owner: RAMESH,
    campaignTitle: 'Kandhamal Tribal Turmeric Processing Unit',
    story:
      'Kandhamal turmeric carries a GI tag and is grown by tribal farmers in forest clearings without any chemicals. Most of it is sold raw to traders at low prices. Our cooperative wants a boiling, drying and polishing unit so farmers sell finished turmeric fingers and powder. Curcumin tests on last year\u2019s crop came in above 5%.',
    farmName: 'Kandhamal Haldi Cooperative',
    farmLocation: 'Phulbani, Kandhamal, Odisha',
    farmSize: { value: 35, unit: 'Acres' },
    fundingGoal: 350_000,
    minInvestment: 2_500,
    raised: 0.34,
    returns: {
      type: 'Fixed Multiple',
      min: 1.25,
      description: '1.25 times the investment over three seasons, from turmeric sales.',
    },
    cropTypes: ['Turmeric'],
    farmingMethods: ['Organic'],
    startDay: -18,
    endDay: 72,
    status: 'Active',
    fundUsage:
      '45% for a steam boiler and drying racks. 35% for a polishing drum and pulveriser. 20% for packaging and lab testing.',
    impactMetrics:
      'Doubles the price farmers get per kilo. Steam boiling uses 60% less firewood than open pans. Supports 85 tribal households.',
    riskFactors:
      'Rhizome rot in waterlogged fields; raised beds are being introduced. Road access closes for weeks in heavy rain.',
    picture: {
      landscape: 'rows',
      crop: ['#7fae47', '#5f9434', '#4b7a28'],
      accent: '#f0b323',
      times: ['morning', 'dawn'],
    },
  },
  {
    slug: 'gujarat-groundnut',
    owner: RAMESH,
    campaignTitle: 'Saurashtra Groundnut with Drip and Cold-Pressed Oil',
    story:
      'In Junagadh district we grow bold groundnut on black soil, and the monsoon decides everything. Drip irrigation lets us save a crop when the rains stop early. We also want a wooden cold press so we sell oil instead of pods. Cold-pressed groundnut oil from our village already sells out at the Rajkot farmers market.',
    farmName: 'Girnar Groundnut Farm',
    farmLocation: 'Junagadh, Gujarat',
    farmSize: { value: 22, unit: 'Acres' },
    fundingGoal: 1_000_000,
    minInvestment: 10_000,
    raised: 0.66,
    returns: {
      type: 'Percentage Range',
      min: 10,
      max: 13,
      description: 'Paid from oil sales each year, for three years.',
    },
    cropTypes: ['Groundnut', 'Sesame'],
    farmingMethods: ['Sustainable', 'Conventional'],
    startDay: -28,
    endDay: 45,
    status: 'Active',
    fundUsage:
      '45% for drip irrigation on 22 acres. 35% for a wooden cold press and filter. 20% for bottling and FSSAI licensing.',
    impactMetrics:
      'Saves 40% of irrigation water. Turns pods into oil worth twice as much. Groundnut fixes nitrogen, so the following wheat needs less urea.',
    riskFactors:
      'A long dry spell in August can still cut yields. Aflatoxin in stored pods is controlled by drying to below 8% moisture.',
    picture: {
      landscape: 'rows',
      crop: ['#7ab648', '#5e9a37', '#4a7f2b'],
      accent: '#e8d36a',
      times: ['noon', 'morning'],
    },
  },
  {
    slug: 'meghalaya-ginger',
    owner: LAKSHMI,
    campaignTitle: 'Lakadong Turmeric and Ginger from Ri-Bhoi',
    story:
      'The Khasi farmers we work with in Ri-Bhoi grow Nadia ginger and Lakadong turmeric on jhum fallows, without any chemicals. We are moving from shifting cultivation to permanent bench terraces with mulch, so the forest can regrow. Funding pays for terracing, a slicing and drying unit, and transport to the Guwahati market.',
    farmName: 'Umiam Hill Farmers Collective',
    farmLocation: 'Ri-Bhoi, Meghalaya',
    farmSize: { value: 10, unit: 'Hectares' },
    fundingGoal: 300_000,
    minInvestment: 2_000,
    raised: 0.12,
    returns: {
      type: 'Percentage Range',
      min: 7,
      max: 11,
      description: 'Yearly from ginger and turmeric sales, for three years.',
    },
    cropTypes: ['Nadia Ginger', 'Lakadong Turmeric'],
    farmingMethods: ['Organic', 'Biodynamic'],
    startDay: -8,
    endDay: 82,
    status: 'Active',
    fundUsage:
      '50% for bench terraces and mulching. 30% for a ginger slicing and drying unit. 20% for a shared pickup for market trips.',
    impactMetrics:
      'Lets 10 hectares of jhum land return to forest. Dried ginger keeps for a year, so farmers are not forced to sell at harvest. Involves 34 Khasi households.',
    riskFactors:
      'Soft rot in ginger during heavy rain; clean seed rhizomes and drainage reduce it. Transport to Guwahati is slow in the monsoon.',
    picture: {
      landscape: 'terraces',
      crop: ['#6aa84f', '#4f8f3b', '#3b732d'],
      accent: '#e3a82b',
      times: ['dawn', 'morning'],
    },
  },
  {
    slug: 'mp-soybean-pulses',
    owner: GURPREET,
    campaignTitle: 'Soybean and Pulses Rotation on the Malwa Plateau',
    story:
      'On the black soils near Sehore we rotate soybean in the kharif with chana and masoor in the rabi. Years of soybean alone left the soil tired, and the pulses bring it back. We want a seed treatment and grading unit so our farmer group can save its own quality seed instead of buying it every year.',
    farmName: 'Malwa Pulse Growers',
    farmLocation: 'Sehore, Madhya Pradesh',
    farmSize: { value: 50, unit: 'Acres' },
    fundingGoal: 2_000_000,
    minInvestment: 20_000,
    raised: 0.41,
    returns: {
      type: 'Fixed Multiple',
      min: 1.35,
      description: '1.35 times the investment over three years, from seed and grain sales.',
    },
    cropTypes: ['Soybean', 'Chana', 'Masoor'],
    farmingMethods: ['Sustainable'],
    startDay: -22,
    endDay: 68,
    status: 'Active',
    fundUsage:
      '50% for a seed grading and treatment unit. 30% for a seed store with moisture control. 20% for broad-bed furrow planters.',
    impactMetrics:
      'Pulses fix nitrogen and cut urea use by about 25%. Broad-bed furrows save soybean from waterlogging. Quality seed for 120 farm families.',
    riskFactors:
      'Excess rain in August damages soybean; broad-bed furrows drain the fields. Pulse prices depend on import policy.',
    picture: {
      landscape: 'rows',
      crop: ['#8bbd4f', '#6e9f3c', '#587f30'],
      times: ['noon', 'dusk', 'morning'],
    },
  },
  {
    slug: 'nashik-pomegranate',
    owner: RAMESH,
    campaignTitle: 'Bhagwa Pomegranate Orchard Expansion',
    story:
      'We want to add four acres of Bhagwa pomegranate next to our vineyard, on land that has been fallow for years. The orchard will be grown with drip irrigation and bio-inputs from the start. Pomegranates from Nashik already sell well in Mumbai and the Gulf, and the vineyard crew can care for both crops through the year.',
    farmName: 'Patil Organic Vineyards',
    farmLocation: 'Nashik, Maharashtra',
    farmSize: { value: 4, unit: 'Acres' },
    fundingGoal: 700_000,
    minInvestment: 7_000,
    raised: 0,
    returns: {
      type: 'Percentage Range',
      min: 9,
      max: 12,
      description: 'Yearly from fruit sales once the orchard bears, for four years.',
    },
    cropTypes: ['Pomegranate'],
    farmingMethods: ['Organic'],
    startDay: 10,
    endDay: 100,
    status: 'Draft',
    fundUsage:
      '50% for 1,800 Bhagwa saplings and planting. 30% for drip irrigation. 20% for fencing and bird netting.',
    impactMetrics:
      'Brings four acres of fallow land back into use. Drip irrigation from day one saves about 40% of water.',
    riskFactors:
      'Bacterial blight is the main disease of pomegranate; clean planting material and pruning keep it away. The first fruit comes only in the third year.',
    picture: {
      landscape: 'orchard',
      crop: ['#a3c26b', '#4a7d35', '#5b8c3f'],
      accent: '#b5182e',
      times: ['morning', 'dusk'],
    },
  },
  {
    slug: 'nashik-onion-storage',
    owner: RAMESH,
    campaignTitle: 'Ventilated Onion Storage for Lasalgaon Growers',
    story:
      'Onion prices at Lasalgaon crash at harvest and climb months later, but farmers without storage sell at the bottom. We plan a ventilated onion store for 15 growers so they can hold the rabi crop until prices recover. The store is a raised, bamboo-walled chawl of the kind the state horticulture mission recommends, sized for our group.',
    farmName: 'Lasalgaon Onion Growers Group',
    farmLocation: 'Lasalgaon, Nashik, Maharashtra',
    farmSize: { value: 30, unit: 'Acres' },
    fundingGoal: 1_100_000,
    minInvestment: 10_000,
    raised: 0,
    returns: {
      type: 'Percentage Range',
      min: 10,
      max: 14,
      description: 'Paid after each storage season from the better prices, for three years.',
    },
    cropTypes: ['Onion'],
    farmingMethods: ['Sustainable', 'Conventional'],
    startDay: 14,
    endDay: 90,
    status: 'Draft',
    fundUsage:
      '70% for a 100-tonne ventilated onion store. 20% for sorting and curing sheds. 10% for crates.',
    impactMetrics:
      'Cuts storage losses from 35% to about 10%. Lets 15 families sell when prices recover.',
    riskFactors:
      'Onion prices depend on export bans and imports. Stored onions sprout in humid weeks; ventilation and sorting limit it.',
    picture: {
      landscape: 'rows',
      crop: ['#94b85a', '#7aa046', '#5f8636'],
      accent: '#a4476b',
      times: ['noon'],
    },
  },
  {
    slug: 'kochi-pokkali',
    owner: LAKSHMI,
    campaignTitle: 'Pokkali Rice and Prawn Fields of Kochi',
    story:
      'Pokkali is a tall, salt-tolerant rice grown in the tidal fields around Kochi: rice in the monsoon, when the rain washes the salt out, and prawns from the backwaters in the dry months. Nothing is added to the fields; the prawns and the tide feed the rice. Many fields lie idle because the old sluice gates have rotted. We want to rebuild the sluices and bunds on 8 acres and bring two families back to farming them.',
    farmName: 'Kadamakkudy Pokkali Farm',
    farmLocation: 'Kadamakkudy, Ernakulam, Kerala',
    farmSize: { value: 8, unit: 'Acres' },
    fundingGoal: 650_000,
    minInvestment: 5_000,
    raised: 0,
    returns: {
      type: 'Percentage Range',
      min: 8,
      max: 12,
      description: 'Yearly from rice and prawn sales, for three years.',
    },
    cropTypes: ['Pokkali Rice', 'Tiger Prawn'],
    farmingMethods: ['Organic', 'Sustainable'],
    startDay: 12,
    endDay: 102,
    status: 'Draft',
    fundUsage:
      '55% for wooden sluice gates and bund repairs. 25% for Pokkali seed and mound nurseries. 20% for prawn nets and a small boat.',
    impactMetrics:
      'Brings 8 acres of tidal wetland back into use. Keeps a GI-tagged rice variety in the fields. Gives two families a full year of farm income.',
    riskFactors:
      'A very high tide or a breach in the bund floods the fields with salt water; the new sluices are built to the highest tide of the last decade. Prawn prices swing with the export market.',
    picture: {
      landscape: 'rows',
      crop: ['#7fbf4a', '#5fa23a', '#4a8a30'],
      accent: '#3d7ea6',
      times: ['dawn', 'morning'],
    },
  },
];
