import type { DemoArticle } from './demo-news';
import { SERVICE, TEAM } from './demo-news-authors';

// Published demo articles 10–12 of 12 (demo-news.ts), newest first. Text only, hence long.

export const DEMO_NEWS_10_TO_12: DemoArticle[] = [
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
