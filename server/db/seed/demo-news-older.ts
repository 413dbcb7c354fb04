import type { DemoArticle } from './demo-news';
import { SALES, SERVICE, TEAM } from './demo-news-authors';

// The six older published demo articles (demo-news.ts), newest first. Text only, hence long.

export const DEMO_NEWS_OLDER: DemoArticle[] = [
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
  {
    title: 'How to size a standby generator for a mid-rise building',
    category: 'Technology',
    author: SERVICE,
    tags: ['generators', 'sizing', 'standby power'],
    daysAgo: 88,
    machine: 'generator',
    excerpt:
      'Start with the loads that must keep running, then add motor starting currents and a margin for growth.',
    lead: 'Undersized generators trip when the elevator and fire pump start together; oversized ones wet-stack at light load.',
    sections: [
      [
        'Why sizing matters',
        [
          'A standby generator has one job: to carry the building’s essential loads when the grid fails. Too small, and it trips or stalls when the largest motors start. Too large, and it runs for years at light load during tests, which leads to wet stacking and carbon build-up, and to a higher price for the set, its room and its fuel tank.',
          'Getting the size right is not difficult, but it needs a list of loads rather than a guess from the floor area.',
        ],
        [],
      ],
      [
        'A simple method',
        [
          'List essential loads and their starting currents.',
          'Decide with the building owner what must run during an outage. In a mid-rise residential or office building this usually means the elevators, fire pumps, water pumps, stair pressurisation fans, emergency lighting, security systems and part of the air-conditioning.',
        ],
        [
          'Sum running kW of essential loads',
          'Add the largest motor starting kVA',
          'Add 20% for future loads',
        ],
      ],
      [
        'Step 1: list the loads',
        [
          'Each load goes on the list with its running kW and, for motors, its starting method. For an existing building, use the readings of its power meter; for a new one, the electrical design.',
        ],
        [
          'Elevators: motor kW and drive type',
          'Fire pump and jockey pump',
          'Domestic water booster pumps',
          'Emergency and exit lighting',
          'Fire alarm, CCTV and access control',
          'Selected air-conditioning units',
        ],
      ],
      [
        'Step 2: add the running load',
        [
          'Add up the running kW of every essential load. Apply a diversity factor only to loads that genuinely do not run together, such as several elevators in one bank.',
        ],
        [],
      ],
      [
        'Step 3: the largest motor start',
        [
          'Motors draw several times their running current as they start. A fire pump started direct-on-line can demand six times its running current, and the voltage dip it causes can stop other equipment. Add the starting kVA of the largest motor that can start while the rest of the load is running.',
          'Soft starters and variable-speed drives cut the starting demand sharply, which often allows a smaller generator. Where drives are used, also check the harmonics they produce: the alternator needs a margin for such loads.',
        ],
        [],
      ],
      [
        'Step 4: growth and derating',
        [
          'Add 20% for future loads. Buildings gain tenants and equipment, and a set sized exactly for today will be too small in five years.',
          'Then derate for the site. Generator ratings assume a moderate temperature and altitude. In a hot plant room in Metro Manila, apply the manufacturer’s derating for ambient temperatures above 40 °C, and make sure the ventilation can remove the heat the engine and alternator give off.',
        ],
        [],
      ],
      [
        'A worked example',
        [
          'A twelve-storey office building has two 15 kW elevators, a 45 kW fire pump with a soft starter, 30 kW of water pumps, 25 kW of lighting and systems, and 80 kW of essential air-conditioning: about 210 kW running.',
          'The largest start is the fire pump: with its soft starter, about 150 kVA for a few seconds. Checked in the manufacturer’s sizing software, a 350 kVA set carries the running load, accepts the fire pump start with a voltage dip under 15% and leaves room for growth.',
        ],
        [],
      ],
      [
        'Fuel and autonomy',
        [
          'Building codes and insurers set how long the set must run without refuelling, often 8 to 24 hours. At three quarters of its rating, a 350 kVA set burns roughly 55 litres of diesel an hour, so a day tank plus a bulk tank of 1,500 litres gives about a day of autonomy. Fuel stored for months needs filtering and testing, or it blocks the filters on the very day it is needed.',
        ],
        [],
      ],
      [
        'Where the set goes',
        [
          'A generator needs air in, hot air out, an exhaust that does not reach windows or air intakes, and a path wide enough to bring it in and, one day, take it out. Roof and basement rooms both work when these are planned early; fitting them into a finished building costs far more.',
          'Mount the set on anti-vibration pads and connect the exhaust and fuel lines through flexible sections, so vibration does not crack pipes or carry into the floors above.',
        ],
        [],
      ],
      [
        'Common mistakes',
        ['The mistakes we see most often are easy to avoid once the load list exists.'],
        [
          'Sizing from the transformer rating instead of the essential loads',
          'Forgetting that the fire pump may start while the elevators run',
          'Adding tenants’ loads to the generator panel after handover without a new study',
          'No room ventilation calculation, so the set derates on hot afternoons',
          'Weekly tests at no load, year after year',
        ],
      ],
      [
        'Commissioning and testing',
        [
          'A new set should be tested with a load bank at full load before handover, including a simulated grid failure through the automatic transfer switch. After that, run it monthly on the building load where possible, and at least once a year on a load bank.',
        ],
        [],
      ],
    ],
    closing: 'Our engineers will do the load study with you free of charge.',
  },
  {
    title: 'Record year for crane rentals as infrastructure projects ramp up',
    category: 'Business',
    author: TEAM,
    tags: ['cranes', 'rental', 'market'],
    daysAgo: 103,
    machine: 'crawler-crane',
    excerpt:
      'Crane rental days grew by 38% year on year, led by bridge and flyover projects in Central Luzon.',
    lead: 'Our rental fleet of Taglay truck and crawler cranes had its busiest year yet.',
    sections: [
      [
        'Where the demand came from',
        [
          'Public infrastructure led, followed by industrial plants.',
          'Bridges and flyovers in Central Luzon needed cranes for girder erection for months at a time, and power plant shutdowns brought short, intense bookings of our largest crawler cranes.',
        ],
        ['Bridges and flyovers', 'Power plant maintenance', 'Warehouse construction'],
      ],
      [
        'The year in numbers',
        [
          'Rental days grew by 38% over the previous year. The average rental rose from 19 to 27 days, as more projects booked a crane for a whole construction phase rather than for single lifts.',
        ],
        [
          'Truck cranes from 25 to 100 tonnes',
          'Crawler cranes from 80 to 250 tonnes',
          'Operators and riggers supplied with every crane',
        ],
      ],
      [
        'What it means for customers',
        [
          'Demand peaks in the dry season, from December to May. We are adding two crawler cranes to the fleet this year, but the busiest months are already filling up. Contractors who know their lifting dates should reserve early: a deposit holds the crane and its crew.',
          'Every rental includes a site visit by our lifting engineer, who checks access, ground conditions and the lift plan before the crane is mobilised. On long hires, our mechanics service the crane on site so it does not leave the project for maintenance.',
        ],
        [],
      ],
    ],
    closing: 'Book rental cranes early for the dry season.',
  },
  {
    title: 'Compaction basics: choosing between single-drum and tandem rollers',
    category: 'Equipment',
    author: SERVICE,
    tags: ['rollers', 'compaction'],
    daysAgo: 121,
    machine: 'roller',
    excerpt:
      'Soil and base layers need the amplitude of a single-drum roller; asphalt needs the smooth finish of a tandem.',
    lead: 'The right roller depends on the layer you are compacting, not on the size of the job.',
    sections: [
      [
        'Rule of thumb',
        ['Match the roller to the material.'],
        [
          'Cohesive soils: padfoot single drum',
          'Granular base: smooth single drum',
          'Asphalt wearing course: tandem roller',
        ],
      ],
      [
        'Single-drum rollers for soil and base',
        [
          'A single-drum roller has one large vibrating drum at the front and rubber tyres at the rear. Its heavy drum and high amplitude push energy deep into the layer, which is what soil and granular base need. Typical lifts are 200 to 300 mm thick.',
          'On clay and silty soils, a padfoot drum kneads the material and breaks up clods; on sand and crushed aggregate, a smooth drum leaves a closed surface.',
        ],
        [],
      ],
      [
        'Tandem rollers for asphalt',
        [
          'A tandem roller has two smooth steel drums, usually both vibrating, and a water spray that keeps hot asphalt from sticking. A lower amplitude and a higher frequency compact the thin asphalt layer without crushing the aggregate or marking the surface.',
          'On the wearing course, finish with static passes to remove drum marks while the mat is still warm.',
        ],
        [],
      ],
      [
        'Getting the density',
        [
          'More passes are not always better. Each material has a point beyond which extra passes loosen the surface or break the aggregate. Build a test strip at the start of the job: count the passes, measure the density after each, and set the pattern for the rest of the work.',
        ],
        [
          'Keep soil moisture close to its optimum',
          'Compact asphalt while it is above about 100 °C',
          'Overlap passes by 10 to 15 cm',
          'Do not stop or turn sharply on hot asphalt',
        ],
      ],
      [
        'Size of roller',
        [
          'For roads and large platforms, a 10 to 12-tonne single-drum roller and a 7 to 10-tonne tandem cover most of the work. For trenches, sidewalks and parking areas, a small 2 to 4-tonne tandem is easier to move between sites and fits where a large one cannot.',
        ],
        [],
      ],
    ],
    closing: 'Try both on your site with a demo unit.',
  },
];
