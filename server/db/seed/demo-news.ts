import type { NewsCategory } from '../../../common/constants';

// Fifteen demo articles across the fixed categories: three drafts, one featured, dated over the last
// six months (days before the seed runs) so the news page has a believable history. Mostly data,
// hence longer than our usual file.

export interface DemoArticle {
  title: string;
  category: NewsCategory;
  author: string;
  tags: string[];
  daysAgo: number;
  excerpt: string;
  /** Lead paragraph, then [heading, paragraph, list items] sections, then a closing line. */
  lead: string;
  sections: [string, string, string[]][];
  closing: string;
  featured?: boolean;
  draft?: boolean;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The article body as the small HTML subset the news sanitizer allows. */
export function articleHtml(a: DemoArticle): string {
  const sections = a.sections
    .map(
      ([h, p, items]) =>
        `<h2>${esc(h)}</h2><p>${esc(p)}</p>` +
        (items.length ? `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>` : ''),
    )
    .join('');
  return `<p>${esc(a.lead)}</p>${sections}<p><em>${esc(a.closing)}</em></p>`;
}

/** About 200 words a minute, at least one minute. */
export function readTime(a: DemoArticle): string {
  const text = [a.lead, a.closing, ...a.sections.flatMap(([h, p, l]) => [h, p, ...l])].join(' ');
  return `${Math.max(1, Math.round(text.split(/\s+/).length / 200))} min read`;
}

const SALES = 'Marites Dela Cruz';
const SERVICE = 'Engr. Paolo Reyes';
const TEAM = 'Ironsite Team';
const CONTACT = 'Ask our sales team for a site visit and a quotation.';

export const DEMO_NEWS: DemoArticle[] = [
  {
    title: 'Ironsite opens a 4,000 m² parts warehouse in Valenzuela City',
    category: 'Company News',
    author: TEAM,
    tags: ['parts', 'warehouse', 'Valenzuela'],
    daysAgo: 6,
    featured: true,
    excerpt:
      'More than 12,000 part numbers now ship the same day to Metro Manila sites and within 48 hours to the provinces.',
    lead: 'Our new parts warehouse on Gen. T. de Leon Road brings filters, wear parts and hydraulic components for every brand we sell under one roof.',
    sections: [
      [
        'Same-day dispatch',
        'Orders confirmed before 2 p.m. leave the warehouse the same day.',
        [
          '12,000 part numbers in stock',
          'Barcode tracking from shelf to truck',
          'Dedicated counter for walk-in mechanics',
        ],
      ],
      [
        'Why it matters',
        'A machine waiting for a part costs a contractor far more than the part itself.',
        [],
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
    excerpt: 'The stationary plant reached its rated 120 m³/h output within three weeks of foundation work.',
    lead: 'A family-owned ready-mix company in Bulacan replaced two ageing drum mixers with a single Cemtora CBP-120 stationary batching plant.',
    sections: [
      [
        'Project timeline',
        'Civil works, erection and calibration took 21 days in total.',
        [
          'Foundation and silo pads: 9 days',
          'Steel erection: 7 days',
          'Calibration and trial batches: 5 days',
        ],
      ],
      ['Results', 'Batch-to-batch consistency improved and water use dropped by a fifth.', []],
    ],
    closing: CONTACT,
  },
  {
    title: 'Five daily checks that keep a wheel loader out of the workshop',
    category: 'Equipment',
    author: SERVICE,
    tags: ['maintenance', 'wheel loader'],
    daysAgo: 21,
    excerpt:
      'Ten minutes with a walk-around checklist before the first shift prevents most of the breakdowns we see.',
    lead: 'Most loader breakdowns we attend start as something an operator could have spotted at the start of the shift.',
    sections: [
      [
        'The checklist',
        'Walk around the machine with the engine off and the bucket on the ground.',
        [
          'Engine oil and coolant levels',
          'Tyre pressure and cuts',
          'Pins and bushings greased',
          'Hydraulic hoses free of leaks',
          'Air filter restriction indicator',
        ],
      ],
      ['Record it', 'Write the hour meter and findings in the logbook every day.', []],
    ],
    closing: 'Free checklist cards are available at our service counter.',
  },
  {
    title: 'Working safely around mobile cranes on congested city sites',
    category: 'Safety',
    author: SERVICE,
    tags: ['safety', 'cranes', 'lifting'],
    daysAgo: 29,
    excerpt:
      'Outrigger mats, exclusion zones and a single signal person: the basics that prevent most crane incidents.',
    lead: 'City sites leave little room for a crane, and that is exactly when the basics matter most.',
    sections: [
      [
        'Before the lift',
        'Plan the lift on paper and check the ground under every outrigger.',
        [
          'Use outrigger mats sized for the load chart',
          'Mark the slew radius with barriers',
          'Confirm overhead power lines are de-energised or far enough away',
        ],
      ],
      ['During the lift', 'One trained signal person, one radio channel, no exceptions.', []],
    ],
    closing: 'Our crane operators hold TESDA certification and site safety induction.',
  },
  {
    title: 'Telematics now standard on every Norvane excavator',
    category: 'Technology',
    author: SALES,
    tags: ['telematics', 'Norvane', 'excavators'],
    daysAgo: 37,
    excerpt:
      'Location, fuel burn, idle time and service alerts arrive on the owner’s phone without an extra subscription for three years.',
    lead: 'From this quarter, every Norvane NX excavator we deliver leaves the yard with its telematics unit activated.',
    sections: [
      [
        'What owners see',
        'A simple dashboard on a phone or laptop.',
        [
          'Machine location and geofence alerts',
          'Daily fuel use and idle ratio',
          'Service reminders by hour meter',
        ],
      ],
      ['What it changes', 'Fleet managers catch long idle times and missed services early.', []],
    ],
    closing: 'Existing owners can have units retrofitted at our Valenzuela workshop.',
  },
  {
    title: 'Bantay Power and Ironsite sign a nationwide service partnership',
    category: 'Partnership',
    author: TEAM,
    tags: ['Bantay Power', 'generators', 'service'],
    daysAgo: 45,
    excerpt:
      'Our technicians are now authorised for warranty service on every Bantay generator set sold in the Philippines.',
    lead: 'Bantay Power Systems has appointed Ironsite as its authorised service partner for the whole country.',
    sections: [
      [
        'For generator owners',
        'Warranty claims, scheduled maintenance and load-bank testing are handled by one team.',
        [
          'Service hubs in Valenzuela, Cebu and Davao',
          'Genuine filters and spares',
          '24/7 hotline for standby-power customers',
        ],
      ],
    ],
    closing: 'Register your generator serial number with us to activate reminders.',
  },
  {
    title: 'Cutting diesel use on batching plants with variable-speed drives',
    category: 'Sustainability',
    author: SERVICE,
    tags: ['energy', 'batching plant', 'sustainability'],
    daysAgo: 53,
    excerpt:
      'Retrofitting variable-speed drives on conveyors and the mixer cut generator fuel use by 14% at a plant in Pampanga.',
    lead: 'Many provincial batching plants run on generator power, so every kilowatt saved is diesel not burned.',
    sections: [
      [
        'The retrofit',
        'We fitted drives to the belt conveyor, screw conveyors and the twin-shaft mixer.',
        [
          'Soft starts reduce peak load on the generator',
          'Conveyors slow down between batches',
          'Payback in about 14 months',
        ],
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
    excerpt:
      'A one-day course covers lithium-ion charging, daily checks and load handling for warehouse teams.',
    lead: 'Electric forklifts change daily routines: no refuelling, but charging and battery care instead.',
    sections: [
      [
        'Course outline',
        'Half classroom, half practice on a demo unit.',
        ['Battery charging and opportunity charging', 'Load charts and stability', 'Pre-shift inspection'],
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
    excerpt:
      'A 120 t/h batch asphalt plant with a bag-house filter designed to meet DENR emission limits out of the box.',
    lead: 'Road builders asked for a plant between our 80 and 160 t/h models; the SAP-120 fills that gap.',
    sections: [
      [
        'Key figures',
        'Built for provincial road programmes.',
        ['120 t/h rated output', '1,500 kg mixer', 'Multi-fuel burner'],
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
    excerpt:
      'Start with the loads that must keep running, then add motor starting currents and a margin for growth.',
    lead: 'Undersized generators trip when the elevator and fire pump start together; oversized ones wet-stack at light load.',
    sections: [
      [
        'A simple method',
        'List essential loads and their starting currents.',
        [
          'Sum running kW of essential loads',
          'Add the largest motor starting kVA',
          'Add 20% for future loads',
        ],
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
    excerpt:
      'Crane rental days grew by 38% year on year, led by bridge and flyover projects in Central Luzon.',
    lead: 'Our rental fleet of Taglay truck and crawler cranes had its busiest year yet.',
    sections: [
      [
        'Where the demand came from',
        'Public infrastructure led, followed by industrial plants.',
        ['Bridges and flyovers', 'Power plant maintenance', 'Warehouse construction'],
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
    excerpt:
      'Soil and base layers need the amplitude of a single-drum roller; asphalt needs the smooth finish of a tandem.',
    lead: 'The right roller depends on the layer you are compacting, not on the size of the job.',
    sections: [
      [
        'Rule of thumb',
        'Match the roller to the material.',
        [
          'Cohesive soils: padfoot single drum',
          'Granular base: smooth single drum',
          'Asphalt wearing course: tandem roller',
        ],
      ],
    ],
    closing: 'Try both on your site with a demo unit.',
  },
  {
    title: 'Ironsite at the PhilConstruct trade show (draft)',
    category: 'Company News',
    author: TEAM,
    tags: ['events', 'trade show'],
    daysAgo: 2,
    draft: true,
    excerpt: 'Visit our booth to see the NL-50 wheel loader and the new telematics dashboard live.',
    lead: 'Details of booth location and demo times will be confirmed by the organiser.',
    sections: [
      ['On display', 'A selection of our best-selling machines.', ['NL-50 wheel loader', 'NX-240 excavator']],
    ],
    closing: 'Booth number to follow.',
  },
  {
    title: 'New financing options with a partner bank (draft)',
    category: 'Business',
    author: SALES,
    tags: ['financing'],
    daysAgo: 4,
    draft: true,
    excerpt: 'Rent-to-own and equipment loans with terms of up to 48 months for accredited contractors.',
    lead: 'Terms are being finalised with the bank and will be published once approved.',
    sections: [['Planned terms', 'Subject to credit approval.', ['Up to 48 months', '20% down payment']]],
    closing: 'Watch this page for the launch date.',
  },
  {
    title: 'Hydraulic hose safety refresher (draft)',
    category: 'Safety',
    author: SERVICE,
    tags: ['safety', 'hydraulics'],
    daysAgo: 9,
    draft: true,
    excerpt: 'Never search for a pinhole leak with your hand: injected hydraulic oil is a medical emergency.',
    lead: 'A short refresher for mechanics and operators on working around pressurised hydraulics.',
    sections: [
      [
        'Key rules',
        'Relieve pressure before any work.',
        ['Lower attachments to the ground', 'Use cardboard to find leaks', 'Replace chafed hoses'],
      ],
    ],
    closing: 'Printable poster to follow.',
  },
];
