import { GraduationCap, Handshake, Leaf, MapPinned, PackageCheck, ShieldCheck } from 'lucide-react';
import type { IconCardItem } from './icon-cards';

// Plain-spoken copy of the About page (short sentences, concrete nouns).

export const WHO_WE_ARE = [
  'We are an equipment supplier, not a catalogue. Every machine we sell is delivered, commissioned and serviced by our own technicians.',
  'Contractors, ready-mix producers, quarries and local governments buy from us because they get one contact for the machine, the parts and the repairs.',
];

export const MISSION =
  'Put the right machine on every job site we supply, keep it working, and answer the phone when it stops.';

export const VISION =
  'To be the equipment partner Philippine builders call first: known for honest advice, parts on the shelf and technicians who arrive.';

export const GOALS: readonly IconCardItem[] = [
  {
    icon: PackageCheck,
    title: 'Parts on the shelf',
    text: 'Keep fast-moving parts for every machine we sell in stock, so most orders ship the same day.',
  },
  {
    icon: MapPinned,
    title: 'Service nationwide',
    text: 'Reach sites in Luzon, Visayas and Mindanao with our own technicians and partner workshops.',
  },
  {
    icon: GraduationCap,
    title: 'Trained operators',
    text: 'Train the operators and mechanics of every customer on delivery, at no extra cost.',
  },
  {
    icon: ShieldCheck,
    title: 'Safe equipment',
    text: 'Deliver machines that meet local safety standards, with inspections logged and documented.',
  },
  {
    icon: Leaf,
    title: 'Lower fuel use',
    text: 'Offer engines and drives that cut diesel consumption and emissions on every site.',
  },
  {
    icon: Handshake,
    title: 'Long partnerships',
    text: 'Earn the second and third order by standing behind the first one for its whole working life.',
  },
];
