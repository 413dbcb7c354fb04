import type { DemoArticle } from './demo-news';
import { SALES, SERVICE, TEAM } from './demo-news-authors';

// The three demo drafts (demo-news.ts): short, as unfinished articles are.

export const DEMO_NEWS_DRAFTS: DemoArticle[] = [
  {
    title: 'Ironsite at the PhilConstruct trade show (draft)',
    category: 'Company News',
    author: TEAM,
    tags: ['events', 'trade show'],
    daysAgo: 2,
    draft: true,
    machine: 'loader',
    excerpt: 'Visit our booth to see the NL-50 wheel loader and the new telematics dashboard live.',
    lead: 'Details of booth location and demo times will be confirmed by the organiser.',
    sections: [
      [
        'On display',
        [
          'A selection of our best-selling machines, with our engineers on the stand all four days. The NL-50 wheel loader takes centre stage.',
        ],
        ['NL-50 wheel loader', 'NX-240 excavator'],
      ],
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
    machine: 'excavator',
    excerpt: 'Rent-to-own and equipment loans with terms of up to 48 months for accredited contractors.',
    lead: 'Terms are being finalised with the bank and will be published once approved.',
    sections: [
      [
        'Planned terms',
        [
          'Subject to credit approval. The first programme covers new excavators and wheel loaders; other machines will follow.',
        ],
        ['Up to 48 months', '20% down payment'],
      ],
    ],
    closing: 'Watch this page for the launch date.',
  },
  {
    title: 'Hydraulic hose safety refresher (draft)',
    category: 'Safety',
    author: SERVICE,
    tags: ['safety', 'hydraulics'],
    daysAgo: 9,
    draft: true,
    machine: 'excavator',
    excerpt: 'Never search for a pinhole leak with your hand: injected hydraulic oil is a medical emergency.',
    lead: 'A short refresher for mechanics and operators on working around pressurised hydraulics.',
    sections: [
      [
        'Key rules',
        [
          'Relieve pressure before any work. On an excavator, lower the boom and bucket to the ground and move every lever with the engine off.',
        ],
        ['Lower attachments to the ground', 'Use cardboard to find leaks', 'Replace chafed hoses'],
      ],
    ],
    closing: 'Printable poster to follow.',
  },
];
