import {
  BadgePercent,
  ClipboardCheck,
  Clock,
  Cog,
  GraduationCap,
  Landmark,
  PackageSearch,
  Ruler,
  ShieldCheck,
  Truck,
  Wrench,
  Zap,
} from 'lucide-react';
import type { IconCardItem } from './icon-cards';

// Plain-spoken copy of the Services page (short sentences, concrete nouns). The response times are those of docs/product.md §11.

/** `supportHours`: the support request's promise (docs/product.md §24). */
export const afterSales = (supportHours: number): readonly IconCardItem[] => [
  {
    icon: Truck,
    title: 'Delivery and Commissioning',
    text: 'We deliver to your site, assemble the machine and run it with your team before handover.',
  },
  {
    icon: GraduationCap,
    title: 'Operator Training',
    text: 'Hands-on training for operators and mechanics on every delivery, with a written checklist.',
  },
  {
    icon: Wrench,
    title: 'Preventive Maintenance',
    text: 'Scheduled service visits at the intervals the maker sets, logged so you can see what was done.',
  },
  {
    icon: Cog,
    title: 'Genuine Spare Parts',
    text: 'Filters, wear parts and major components stocked in our warehouse and shipped nationwide.',
  },
  {
    icon: Zap,
    title: 'Breakdown Support',
    text: `A technician on the line within ${supportHours} hours of your call, and on site as fast as the road allows.`,
  },
  {
    icon: ShieldCheck,
    title: 'Warranty Service',
    text: 'Warranty claims handled by us with the maker, so you deal with one company.',
  },
];

/** `answerHours`: the slowest promise of a quote request or inquiry (docs/product.md §24). */
export const weOffer = (answerHours: number): readonly IconCardItem[] => [
  {
    icon: Ruler,
    title: 'Equipment Selection',
    text: 'We size the machine to your output, site and budget, and tell you when a smaller one will do.',
  },
  {
    icon: BadgePercent,
    title: 'Fair Pricing',
    text: 'Clear quotations with delivery, commissioning and training listed line by line.',
  },
  {
    icon: Landmark,
    title: 'Financing Options',
    text: 'Bank financing and rent-to-own arranged with our partners for qualified buyers.',
  },
  {
    icon: PackageSearch,
    title: 'Trusted Brands',
    text: 'Machines from makers we have worked with for years, with parts support we can guarantee.',
  },
  {
    icon: ClipboardCheck,
    title: 'Inspection and Reports',
    text: 'Condition reports on your fleet with photos, readings and a list of what needs attention.',
  },
  {
    icon: Clock,
    title: 'Quick Answers',
    text: `Every quote request and inquiry answered within ${answerHours} hours.`,
  },
];
