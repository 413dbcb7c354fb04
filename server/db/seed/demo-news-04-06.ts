import type { DemoArticle } from './demo-news';
import { SALES, SERVICE, TEAM } from './demo-news-authors';

// Published demo articles 4–6 of 12 (demo-news.ts), newest first. Text only, hence long.

export const DEMO_NEWS_4_TO_6: DemoArticle[] = [
  {
    title: 'Working safely around mobile cranes on congested city sites',
    category: 'Safety',
    author: SERVICE,
    tags: ['safety', 'cranes', 'lifting'],
    daysAgo: 29,
    machine: 'mobile-crane',
    excerpt:
      'Outrigger mats, exclusion zones and a single signal person: the basics that prevent most crane incidents.',
    lead: 'City sites leave little room for a crane, and that is exactly when the basics matter most.',
    sections: [
      [
        'Why city sites are different',
        [
          'On an open site a crane can be set up where the ground is best and the swing is clear. In the city the crane goes where the street allows: on a sidewalk, over a drainage culvert, beside a live road or under power lines. Pedestrians and traffic pass within metres of the load.',
          'Most of the incidents we hear about in the industry do not come from machine failures. They come from the ground giving way under an outrigger, a load swinging into a structure, or people walking under a suspended load.',
        ],
        [],
      ],
      [
        'Before the lift',
        [
          'Plan the lift on paper and check the ground under every outrigger.',
          'A lift plan does not need to be long. It names the load and its weight with the rigging, the crane configuration, the radius at pick-up and at set-down, and the people in charge. Read the load chart at the longest radius of the lift, not the easiest one, and keep routine lifts below three quarters of the chart.',
        ],
        [
          'Use outrigger mats sized for the load chart',
          'Mark the slew radius with barriers',
          'Confirm overhead power lines are de-energised or far enough away',
          'Check the wind forecast against the limit in the crane manual',
        ],
      ],
      [
        'The ground under the outriggers',
        [
          'During a lift over a corner, one outrigger of a 50-tonne mobile crane can carry more than 30 tonnes. Asphalt and sidewalk slabs that carry trucks every day can crack under that point load, and culverts or basements below the surface may not show at all.',
          'Ask the site for drawings of what lies under the set-up area. Use timber or composite mats that spread the load, and extend the outriggers fully unless the lift is planned on the chart for partial extension.',
        ],
        [],
      ],
      [
        'Rigging',
        [
          'Slings, shackles and hooks fail more often than cranes. Inspect every piece of rigging before use and take out of service anything with broken wires, kinks, cuts, stretched links or a missing safety latch. Know the weight of the rigging itself: it counts towards the load on the chart. Protect slings from sharp edges of steel beams and precast units with corner pads.',
        ],
        [],
      ],
      [
        'The exclusion zone',
        [
          'Barricade the full slew radius of the counterweight as well as the area under the load path. On a city street this usually needs a traffic plan and a flagman to hold pedestrians during the lift. Nobody walks under a suspended load, including the riggers guiding it: they use tag lines instead.',
        ],
        [],
      ],
      [
        'During the lift',
        [
          'One trained signal person, one radio channel, no exceptions.',
          'The operator takes signals from one person only, except for an emergency stop, which anyone may give. Agree the hand signals before starting and test the radios. When the signal person loses sight of the load, the lift stops until sight is restored.',
        ],
        [
          'Lift the load a few centimetres first and hold it to check the brakes and rigging',
          'Move slowly: a swinging load adds to the radius',
          'Never leave a load suspended with the operator out of the cab',
        ],
      ],
      [
        'Power lines',
        [
          'Contact with overhead lines is among the deadliest crane accidents. Ask the distribution utility to de-energise or insulate the lines near the lift. Where that is not possible, keep the boom, load and rigging well outside the minimum distance for the line voltage, and post a spotter whose only job is to watch the clearance.',
        ],
        [],
      ],
      [
        'After the lift',
        [
          'Lower the hook block, retract and stow the boom before taking in the outriggers. Record the lift in the crane logbook, including any alarm from the load moment indicator, so the next crew knows what happened.',
        ],
        [],
      ],
    ],
    closing: 'Our crane operators hold TESDA certification and site safety induction.',
  },
  {
    title: 'Telematics now standard on every Norvane excavator',
    category: 'Technology',
    author: SALES,
    tags: ['telematics', 'Norvane', 'excavators'],
    daysAgo: 37,
    machine: 'excavator',
    excerpt:
      'Location, fuel burn, idle time and service alerts arrive on the owner’s phone without an extra subscription for three years.',
    lead: 'From this quarter, every Norvane NX excavator we deliver leaves the yard with its telematics unit activated.',
    sections: [
      [
        'What owners see',
        [
          'A simple dashboard on a phone or laptop.',
          'Each machine appears on a map with its hour meter, fuel level and last reported position. Tapping it opens a day-by-day chart of working hours, idle time and fuel burnt.',
        ],
        [
          'Machine location and geofence alerts',
          'Daily fuel use and idle ratio',
          'Service reminders by hour meter',
        ],
      ],
      [
        'Three years included',
        [
          'The telematics subscription is included for the first three years of every new Norvane NX excavator. After that, owners can renew for a yearly fee or keep the unit running with basic location only.',
        ],
        [],
      ],
      [
        'What it changes',
        [
          'Fleet managers catch long idle times and missed services early.',
          'An excavator idling for a third of its engine hours burns fuel and adds hours towards its next service without moving any earth. In the first fleets we connected, simply showing the idle ratio to site supervisors cut idle time by about a quarter within two months.',
          'Service reminders also help our own team. We see when a machine is due and call the owner to book the visit, instead of waiting for a phone call after the service is overdue.',
        ],
        [],
      ],
      [
        'Data and privacy',
        [
          'The data belongs to the owner. Our service team sees the machines of customers who have agreed to it, and only to plan services and diagnose faults.',
        ],
        [],
      ],
    ],
    closing: 'Existing owners can have units retrofitted at our Valenzuela workshop.',
  },
  {
    title: 'Bantay Power and Ironsite sign a nationwide service partnership',
    category: 'Partnership',
    author: TEAM,
    tags: ['Bantay Power', 'generators', 'service'],
    daysAgo: 45,
    machine: 'generator',
    excerpt:
      'Our technicians are now authorised for warranty service on every Bantay generator set sold in the Philippines.',
    lead: 'Bantay Power Systems has appointed Ironsite as its authorised service partner for the whole country.',
    sections: [
      [
        'For generator owners',
        [
          'Warranty claims, scheduled maintenance and load-bank testing are handled by one team.',
          'Until now, owners of Bantay sets outside Metro Manila often waited for a technician to travel from the capital. With trained technicians in our three hubs, most sites can be reached the same or the next day.',
        ],
        [
          'Service hubs in Valenzuela, Cebu and Davao',
          'Genuine filters and spares',
          '24/7 hotline for standby-power customers',
        ],
      ],
      [
        'What the partnership covers',
        [
          'Our technicians completed Bantay’s factory training on its controllers, alternators and automatic transfer switches. We hold genuine spare parts and service kits for every set Bantay sells in the Philippines, from 20 kVA to 1,000 kVA.',
          'Warranty repairs are done by us and claimed directly from Bantay, so owners do not pay first and wait for a refund.',
        ],
        [],
      ],
      [
        'Load-bank testing',
        [
          'Standby generators often run for years at light load during their weekly tests, which leaves unburnt fuel in the exhaust. A yearly load-bank test runs the set at full load for several hours, burns off the deposits and proves it can carry the building when the grid fails.',
        ],
        [],
      ],
    ],
    closing: 'Register your generator serial number with us to activate reminders.',
  },
];
