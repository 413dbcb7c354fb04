import type { DemoArticle } from './demo-news';
import { CONTACT, SERVICE, TEAM } from './demo-news-authors';

// Published demo articles 1–3 of 12 (demo-news.ts), newest first. Text only, hence long.

export const DEMO_NEWS_1_TO_3: DemoArticle[] = [
  {
    title: 'Ironsite opens a 4,000 m² parts warehouse in Valenzuela City',
    category: 'Company News',
    author: TEAM,
    tags: ['parts', 'warehouse', 'Valenzuela'],
    daysAgo: 6,
    featured: true,
    machine: 'forklift',
    excerpt:
      'More than 12,000 part numbers now ship the same day to Metro Manila sites and within 48 hours to the provinces.',
    lead: 'Our new parts warehouse on Gen. T. de Leon Road brings filters, wear parts and hydraulic components for every brand we sell under one roof.',
    sections: [
      [
        'Same-day dispatch',
        [
          'Orders confirmed before 2 p.m. leave the warehouse the same day. Metro Manila deliveries go out on our own trucks in two runs, at 3 p.m. and at 6 p.m., so a part ordered over lunch can be on site before the night shift starts.',
          'Provincial orders are packed the same afternoon and handed to our freight partners for delivery within 48 hours to most of Luzon, and within three to four days to the Visayas and Mindanao through our Cebu and Davao service hubs.',
        ],
        [
          '12,000 part numbers in stock',
          'Barcode tracking from shelf to truck',
          'Dedicated counter for walk-in mechanics',
        ],
      ],
      [
        'What is on the shelves',
        [
          'The building holds about 12,000 part numbers across all seven brands we represent. Fast-moving items such as oil, fuel and air filters, bucket teeth, cutting edges and hydraulic hoses are stocked in depth; slower items such as final drives and pump assemblies are held for the machines we know are working in the country.',
          'Stock levels are set from the service records of more than 900 machines we have delivered and maintain. When a machine reaches 1,500 or 2,000 hours, the parts for its service are already counted in the plan. Electric forklifts and narrow aisles let the team pick an order in minutes from racks eight metres high.',
        ],
        [
          'Filters and service kits for every model we sell',
          'Ground-engaging tools: teeth, adapters and cutting edges',
          'Hoses made up and pressure-tested on site',
          'Batteries, lamps and cab glass',
          'Batching plant wear parts: mixer arms, liners and belt scrapers',
        ],
      ],
      [
        'Hoses made while you wait',
        [
          'A burst hose is the most common reason a machine stops on site. The warehouse has a hose workshop with crimping machines for two- and four-wire hoses up to 2 inches. Bring the old hose or its part number and we make a new one, test it at one and a half times its working pressure and tag it, usually within 30 minutes.',
        ],
        [],
      ],
      [
        'Why it matters',
        [
          'A machine waiting for a part costs a contractor far more than the part itself. An idle 20-tonne excavator, with an operator and a truck waiting for it, can cost ₱25,000 to ₱40,000 a day in lost production before any penalty for a late handover.',
          'Until now, many parts came from our suppliers’ regional warehouses in Singapore or Japan, with lead times of one to three weeks. Holding them in Valenzuela cuts most of those waits to a day.',
        ],
        [],
      ],
      [
        'How to order',
        [
          'Call or message our parts desk with the machine model and serial number, or send a photo of the part. Our parts advisers check the exact part number against the serial, confirm stock and price, and send a quotation within the hour during office hours.',
          'Account customers can order against their credit line; others pay by bank transfer or at the counter. Every order gets a tracking number that shows when it was picked, packed and loaded.',
        ],
        [
          'Parts desk: Monday to Friday, 7:00 a.m. to 6:00 p.m.',
          'Saturday: 8:00 a.m. to 12:00 noon',
          'Walk-in counter at Gate 2',
        ],
      ],
    ],
    closing: 'The warehouse is open Monday to Saturday; bring your machine serial number.',
  },
  {
    title: 'Cemtora CBP-120 commissioned for a ready-mix producer in Bulacan',
    category: 'Success Stories',
    author: SERVICE,
    tags: ['batching plant', 'Cemtora', 'Bulacan'],
    daysAgo: 14,
    machine: 'batching-plant',
    excerpt: 'The stationary plant reached its rated 120 m³/h output within three weeks of foundation work.',
    lead: 'A family-owned ready-mix company in Bulacan replaced two ageing drum mixers with a single Cemtora CBP-120 stationary batching plant.',
    sections: [
      [
        'The customer',
        [
          'The company supplies ready-mixed concrete to subdivision and warehouse projects around Malolos and Plaridel. Its two drum mixers, bought second-hand fifteen years ago, could no longer keep up with orders, and frequent breakdowns meant trucks queued for hours at the plant.',
          'The owners wanted one plant that could supply 600 to 800 m³ on a busy day, fit on the existing lot and be run by the same small team.',
        ],
        [],
      ],
      [
        'Choosing the plant',
        [
          'Our sales engineers compared a mobile plant with a stationary one. The stationary CBP-120 won on output and on its twin-shaft mixer, which gives a more even mix with less cement for the same strength class. It also leaves room on the lot for a third cement silo later.',
        ],
        [
          '120 m³/h rated output',
          '2 m³ twin-shaft mixer',
          'Four aggregate bins of 20 m³ each',
          'Two 100-tonne cement silos',
          'PLC control with a record of every batch',
        ],
      ],
      [
        'Project timeline',
        [
          'Civil works, erection and calibration took 21 days in total. Our service team supervised the foundation work done by the customer’s contractor, then erected the plant with our own crane and crew.',
        ],
        [
          'Foundation and silo pads: 9 days',
          'Steel erection: 7 days',
          'Calibration and trial batches: 5 days',
        ],
      ],
      [
        'Training the team',
        [
          'Two operators and a mechanic trained with our engineer during the trial batches. They learnt to set up mix designs in the control software, to check the scales each week, and to clean the mixer at the end of the day so concrete does not build up on the arms.',
        ],
        [],
      ],
      [
        'Results',
        [
          'Batch-to-batch consistency improved and water use dropped by a fifth. Cylinder tests from the customer’s laboratory show a narrower spread of strengths, which let them reduce the cement content of their most common mix by 15 kg/m³ without risk.',
          'Trucks now load in under six minutes, and the plant reached its rated 120 m³/h within three weeks of the foundation pour. On its busiest day so far it supplied 780 m³ to a warehouse slab.',
        ],
        [],
      ],
    ],
    closing: CONTACT,
  },
  {
    title: 'Five daily checks that keep a wheel loader out of the workshop',
    category: 'Equipment',
    author: SERVICE,
    tags: ['maintenance', 'wheel loader'],
    daysAgo: 21,
    machine: 'loader',
    excerpt:
      'Ten minutes with a walk-around checklist before the first shift prevents most of the breakdowns we see.',
    lead: 'Most loader breakdowns we attend start as something an operator could have spotted at the start of the shift.',
    sections: [
      [
        'Why daily checks pay',
        [
          'When we look at the service reports of the past two years, about two thirds of the loader breakdowns we attended could have been seen early: a weeping hose, a tyre with a deep cut, a pin that had run dry. Each of those is a ten-minute fix in the yard and a day or more of downtime when it fails under load.',
          'A walk-around also tells the operator that the machine is theirs to look after. Sites where operators sign a daily checklist have fewer breakdowns and, in our experience, fewer accidents.',
        ],
        [],
      ],
      [
        'The checklist',
        [
          'Walk around the machine with the engine off, the parking brake on and the bucket flat on the ground. Start at the same corner each day so nothing is skipped.',
        ],
        [
          'Engine oil and coolant levels',
          'Tyre pressure and cuts',
          'Pins and bushings greased',
          'Hydraulic hoses free of leaks',
          'Air filter restriction indicator',
        ],
      ],
      [
        '1. Fluids',
        [
          'Check engine oil with the machine level and the engine stopped for at least ten minutes. Check coolant in the expansion tank, never by opening a hot radiator cap. A level that drops between checks means a leak or a failing gasket, and should be reported the same day.',
        ],
        [],
      ],
      [
        '2. Tyres',
        [
          'Loader tyres work hard on quarry floors. Look for cuts that reach the cords, bulges and stones caught between the treads. Check pressure cold with a gauge: an underinflated tyre flexes, heats up and fails, and an uneven pair makes the machine lean when the bucket is full.',
        ],
        [],
      ],
      [
        '3. Pins and bushings',
        [
          'Grease every point on the lubrication chart at the start of the shift, until fresh grease shows at the joint. Dry pins wear their bushings oval within days, and the play shows up as a bucket that shakes at the top of the lift.',
        ],
        [],
      ],
      [
        '4. Hydraulic hoses',
        [
          'Look along each hose for wet spots, cracks in the outer cover and chafing where hoses cross. Never run a hand along a hose to find a leak: a pinhole jet can inject oil under the skin. Use a piece of cardboard instead.',
        ],
        [],
      ],
      [
        '5. Air filter',
        [
          'Dusty sites block air filters quickly. Read the restriction indicator rather than opening the housing every day, since opening it lets dust in. Change the element when the indicator shows red, and keep a spare in the cab.',
        ],
        [],
      ],
      [
        'Record it',
        [
          'Write the hour meter and findings in the logbook every day.',
          'The logbook is what our technicians read first when they arrive for a service. A note such as “coolant down 1 litre since Monday” turns a long search into a short job, and the records support a warranty claim if a component fails early.',
        ],
        [],
      ],
    ],
    closing: 'Free checklist cards are available at our service counter.',
  },
];
