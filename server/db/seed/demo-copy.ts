import type { SpecKind } from './demo-catalog';

// Marketing copy per kind of machine: features and applications lists shown on the detail page.
interface Copy {
  features: string[];
  applications: string[];
}

const EARTHMOVING_APPS = [
  'Road and highway construction',
  'Quarries and aggregate yards',
  'Site preparation',
];

export const DEMO_COPY: Record<SpecKind, Copy> = {
  loader: {
    features: [
      'Z-bar linkage with high breakout force',
      'Load-sensing hydraulics cut fuel use by up to 10%',
      'ROPS/FOPS cab with air-conditioning for tropical heat',
      'Wet disc brakes and limited-slip differentials',
    ],
    applications: [...EARTHMOVING_APPS, 'Stockpile and truck loading', 'Port and bulk handling'],
  },
  excavator: {
    features: [
      'Three power modes with auto-idle',
      'Reinforced boom and arm with bushings rated for 4,000 h',
      'Telematics with location, fuel and service alerts',
      'Pre-filtered air intake for dusty sites',
    ],
    applications: [...EARTHMOVING_APPS, 'Trenching and pipe laying', 'River and canal dredging'],
  },
  'truck-crane': {
    features: [
      'U-shaped high-tensile steel boom',
      'Load moment indicator with automatic cut-off',
      'H-type outriggers with independent control',
      'Road-legal chassis for fast relocation',
    ],
    applications: [
      'Steel erection',
      'Precast installation',
      'Equipment and plant maintenance',
      'Port logistics',
    ],
  },
  'crawler-crane': {
    features: [
      'Self-assembly with its own auxiliary cylinders',
      'Free-fall winches for piling and grabbing',
      'Low ground pressure on wide track shoes',
      'Load chart display with wind-speed warning',
    ],
    applications: [
      'Bridge and flyover construction',
      'Foundation piling',
      'Power plant erection',
      'Heavy module lifts',
    ],
  },
  'batching-plant': {
    features: [
      'Twin-shaft mixer for homogeneous concrete in 30 s',
      'Weigh-batching with load cells on every scale',
      'PLC control with recipe memory and printed delivery tickets',
      'Modular steel structure for short installation',
    ],
    applications: [
      'Ready-mix concrete production',
      'Precast and pipe plants',
      'Dams, ports and airports',
      'High-rise construction',
    ],
  },
  'asphalt-plant': {
    features: [
      'Counter-flow drying drum with low fuel consumption',
      'Bag-house filter meeting DENR emission limits',
      'Multi-fuel burner: diesel, heavy oil or natural gas',
      'Insulated hot-mix storage silo',
    ],
    applications: [
      'National and provincial road construction',
      'Airport runways',
      'Road maintenance programs',
    ],
  },
  'boom-pump': {
    features: [
      'RZ folding boom that unfolds under low ceilings',
      'Open-circuit hydraulics for smooth, quiet pumping',
      'Radio remote control with boom vibration damping',
      'One-sided outrigger support for tight streets',
    ],
    applications: ['High-rise buildings', 'Slabs and foundations', 'Bridges and tunnels'],
  },
  'trailer-pump': {
    features: [
      'S-valve with wear-resistant spectacle plate',
      'High and low pressure switch-over',
      'Automatic lubrication system',
    ],
    applications: ['High-rise pumping', 'Tunnels and mines', 'Long-distance horizontal pumping'],
  },
  'mixer-truck': {
    features: [
      'Wear-resistant drum steel with spiral blades',
      'Hydraulic drum drive with imported pump and motor',
      'Water tank with pressurised wash-down',
    ],
    applications: ['Ready-mix concrete delivery', 'Site-to-site concrete transport'],
  },
  roller: {
    features: [
      'Dual amplitude and frequency vibration',
      'Hydrostatic drive with anti-slip control',
      'Compaction meter in the operator display',
    ],
    applications: ['Soil and sub-base compaction', 'Asphalt compaction', 'Embankments and dams'],
  },
  forklift: {
    features: [
      'Full-free-lift duplex or triplex mast',
      'Side shifter and fork positioner ready',
      'Wet disc brakes for long service life',
    ],
    applications: ['Ports and container yards', 'Steel and timber yards', 'Construction material depots'],
  },
  'e-forklift': {
    features: [
      'Lithium-ion battery with opportunity charging',
      'Regenerative braking',
      'Zero emissions for food and pharmaceutical warehouses',
    ],
    applications: ['Warehouses and distribution centres', 'Cold storage', 'Manufacturing lines'],
  },
  generator: {
    features: [
      'Automatic voltage regulation within ±1%',
      'Deep-sea controller with remote monitoring',
      'Automatic transfer switch ready',
      'Sound-attenuated canopy with 110% fuel spill containment',
    ],
    applications: [
      'Standby power for buildings and hospitals',
      'Construction sites',
      'Mines and off-grid plants',
      'Events',
    ],
  },
};
