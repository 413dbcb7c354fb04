import type { DemoArticle } from './demo-news';
import { SALES, SERVICE } from './demo-news-authors';

// Published demo articles 7–9 of 12 (demo-news.ts), newest first. Text only, hence long.

export const DEMO_NEWS_7_TO_9: DemoArticle[] = [
  {
    title: 'Cutting diesel use on batching plants with variable-speed drives',
    category: 'Sustainability',
    author: SERVICE,
    tags: ['energy', 'batching plant', 'sustainability'],
    daysAgo: 53,
    machine: 'batching-plant',
    excerpt:
      'Retrofitting variable-speed drives on conveyors and the mixer cut generator fuel use by 14% at a plant in Pampanga.',
    lead: 'Many provincial batching plants run on generator power, so every kilowatt saved is diesel not burned.',
    sections: [
      [
        'Where the energy goes',
        [
          'We logged the electrical load of a 60 m³/h plant in Pampanga over two weeks. Between batches, the belt conveyor, the screw conveyors and the mixer kept running at full speed with nothing to move. Starting the mixer with a full load caused current peaks that forced the owner to run a 400 kVA generator for a plant that needs about 180 kW on average.',
          'A generator running well below its rating burns more fuel for each kilowatt-hour and suffers from wet stacking, so the plant paid twice: for the oversized set and for the fuel it wasted.',
        ],
        [],
      ],
      [
        'The retrofit',
        [
          'We fitted drives to the belt conveyor, screw conveyors and the twin-shaft mixer.',
          'The drives were installed in a new panel beside the existing motor control centre during two planned shutdown days. The plant’s control system now tells the drives when a batch is coming, so the conveyors slow to a crawl between batches and speed up only when aggregate or cement is needed.',
        ],
        [
          'Soft starts reduce peak load on the generator',
          'Conveyors slow down between batches',
          'Payback in about 14 months',
        ],
      ],
      [
        'Results after six months',
        [
          'Generator fuel use fell by 14% for the same output, measured against the fuel logs of the same months a year earlier. Peak current at mixer start fell by more than half, which let the owner move to a smaller generator for night work.',
          'Less visible, but as important: belts and gearboxes last longer when they are not started at full torque dozens of times an hour. The plant has had no conveyor belt splice failure since the retrofit.',
        ],
        [],
      ],
      [
        'Is your plant a candidate?',
        [
          'Drives pay back fastest on plants that run on generator power, run many short batches or have long conveyors. Plants on grid power still benefit from lower demand charges, though the payback takes longer.',
        ],
        [
          'Plants above 40 m³/h on generator power',
          'Conveyors longer than 30 m',
          'Frequent trips or voltage dips when the mixer starts',
        ],
      ],
      [
        'Other savings we look for',
        [
          'An energy survey also checks compressed-air leaks, the heating of admixture tanks and the lighting. At the Pampanga plant, fixing the air leaks alone saved as much as one of the smaller drives.',
        ],
        [],
      ],
    ],
    closing: 'Ask us for an energy survey of your plant.',
  },
  {
    title: 'Operator training programme for the Hexalift electric forklift range',
    category: 'Training',
    author: SALES,
    tags: ['training', 'forklifts', 'Hexalift'],
    daysAgo: 62,
    machine: 'forklift',
    excerpt:
      'A one-day course covers lithium-ion charging, daily checks and load handling for warehouse teams.',
    lead: 'Electric forklifts change daily routines: no refuelling, but charging and battery care instead.',
    sections: [
      [
        'Course outline',
        [
          'Half classroom, half practice on a demo unit.',
          'The course is for operators who already hold a forklift certificate and for supervisors who plan warehouse work. It takes one day, for up to eight people, and ends with a practical assessment.',
        ],
        [
          'Battery charging and opportunity charging',
          'Load charts and stability',
          'Pre-shift inspection',
          'Safe parking and lockout',
        ],
      ],
      [
        'Charging and battery care',
        [
          'Lithium-ion batteries can be charged during breaks without harm, which changes how shifts are planned. Operators learn to read the battery display, to plug in at every break, and to report a damaged cable or connector before it is used again.',
        ],
        [],
      ],
      [
        'Stability and load charts',
        [
          'An electric forklift carries its battery as counterweight, and it behaves differently from a diesel truck on ramps. We go through the load chart of each Hexalift model, the effect of lifting high with the mast tilted forward, and how to carry loads on slopes.',
        ],
        [],
      ],
      [
        'Certificates',
        [
          'Each participant receives a certificate of completion from Hexalift and Ironsite. More and more insurers and warehouse clients ask for brand-specific training on electric trucks.',
        ],
        [],
      ],
    ],
    closing: 'Courses run monthly in Valenzuela and on request at your site.',
  },
  {
    title: 'Stratamac SAP-120 asphalt plant joins our product line',
    category: 'Product Launch',
    author: SALES,
    tags: ['asphalt plant', 'Stratamac', 'launch'],
    daysAgo: 74,
    machine: 'asphalt-plant',
    excerpt:
      'A 120 t/h batch asphalt plant with a bag-house filter designed to meet DENR emission limits out of the box.',
    lead: 'Road builders asked for a plant between our 80 and 160 t/h models; the SAP-120 fills that gap.',
    sections: [
      [
        'Key figures',
        ['Built for provincial road programmes.'],
        [
          '120 t/h rated output',
          '1,500 kg mixer',
          'Multi-fuel burner',
          'Bag-house filter with automatic pulse cleaning',
          'Containerised modules for transport by road',
        ],
      ],
      [
        'Built for provincial roads',
        [
          'Most road projects outside the big cities need 300 to 800 tonnes of asphalt a day, often far from a permanent plant. The SAP-120 ships in containerised modules that travel on ordinary trailers, and it can be erected on compacted ground with a simple foundation in about two weeks.',
          'When the project ends, the plant is taken down and moved to the next site, which suits contractors who win packages in different provinces.',
        ],
        [],
      ],
      [
        'Cleaner by design',
        [
          'The bag-house filter captures dust from the dryer drum before the exhaust reaches the stack. In factory tests, stack emissions stayed well below the DENR limit for particulate matter without a wet scrubber and its water treatment.',
          'The captured fines go back into the mix as filler, so less filler has to be bought.',
        ],
        [],
      ],
      [
        'Fuel flexibility',
        [
          'The burner runs on diesel, bunker oil or LPG. Contractors choose the fuel that is cheapest and available near the site, and can switch between them by changing the nozzle.',
        ],
        [],
      ],
      [
        'Service and parts',
        [
          'Our asphalt team commissions each plant and trains the operators and the maintenance crew on site. Wear parts for the mixer, dryer flights and filter bags are stocked in our Valenzuela warehouse.',
        ],
        [],
      ],
    ],
    closing: 'A reference plant can be visited in Batangas by appointment.',
  },
];
