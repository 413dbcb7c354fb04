import { emission, g, num, round, type SpecSheet } from './demo-specs';

// Sheets for concrete equipment, compaction, material handling and power generation.
export const LIGHT_SPECS = {
  'boom-pump'(reach: number): SpecSheet {
    return {
      groups: [
        g('Main Dimensions', [
          ['Overall Length', `${num(round(10800 + (reach - 37) * 160, 10))} mm`],
          ['Overall Width', '2,500 mm'],
          ['Overall Height', '4,000 mm'],
        ]),
        g('Boom', [
          ['Vertical Reach', `${num(reach)} m`],
          ['Horizontal Reach', `${num(reach - 4)} m`],
          ['Boom Sections', reach >= 47 ? '5' : '4'],
          ['Slewing Angle', '± 270°'],
        ]),
        g('Pumping Unit', [
          ['Max Concrete Output', `${num(140 + (reach - 37) * 3)} m³/h`],
          ['Max Concrete Pressure', '8.5 MPa'],
          ['Hopper Capacity', '600 L'],
        ]),
        g('Chassis', [
          ['Drive', reach >= 50 ? '8×4' : '6×4'],
          ['Engine Power', `${num(250 + (reach - 37) * 4)} kW`],
          ['Emission Standard', 'Euro IV'],
        ]),
      ],
      featured: ['Vertical Reach', 'Max Concrete Output', 'Boom Sections'],
    };
  },
  'trailer-pump'(m3h: number): SpecSheet {
    return {
      groups: [
        g('Main Dimensions', [
          ['Overall Length', `${num(round(6000 + m3h * 10, 10))} mm`],
          ['Overall Width', '2,100 mm'],
          ['Weight', `${num(round(5500 + m3h * 25, 100))} kg`],
        ]),
        g('Specifications', [
          ['Max Theoretical Output', `${num(m3h)} m³/h`],
          ['Max Concrete Pressure', `${num(10 + m3h / 20)} MPa`],
          ['Max Aggregate Size', '40 mm'],
          ['Max Horizontal Distance', `${num(600 + m3h * 5)} m`],
          ['Max Vertical Distance', `${num(150 + m3h * 1.5)} m`],
        ]),
        g('Engine', [
          ['Rated Power', `${num(m3h * 1.8)} kW`],
          ['Emission Standard', 'Tier 3'],
        ]),
      ],
      featured: ['Max Theoretical Output', 'Max Concrete Pressure', 'Rated Power'],
    };
  },
  'mixer-truck'(m3: number): SpecSheet {
    return {
      groups: [
        g('Main Dimensions', [
          ['Overall Length', `${num(round(8600 + m3 * 120, 10))} mm`],
          ['Overall Width', '2,500 mm'],
          ['Overall Height', '3,950 mm'],
        ]),
        g('Drum', [
          ['Mixing Capacity', `${num(m3)} m³`],
          ['Geometric Volume', `${num(m3 * 1.55, 1)} m³`],
          ['Drum Speed', '0 – 16 rpm'],
          ['Water Tank', '450 L'],
        ]),
        g('Chassis', [
          ['Drive Type', m3 >= 10 ? '8×4' : '6×4'],
          ['Engine Power', `${num(240 + m3 * 6)} kW`],
          ['Gross Vehicle Weight', `${num(round(25000 + m3 * 900, 500))} kg`],
        ]),
      ],
      featured: ['Mixing Capacity', 'Engine Power', 'Drive Type'],
    };
  },
  roller(t: number): SpecSheet {
    const drum = round(1200 + t * 55, 10);
    return {
      groups: [
        g('Main Dimensions', [
          ['Overall Length', `${num(round(2600 + t * 220, 10))} mm`],
          ['Overall Width', `${num(drum + 200)} mm`],
          ['Drum Diameter', `${num(round(700 + t * 45, 10))} mm`],
        ]),
        g('Specifications', [
          ['Operating Weight', `${num(round(t * 1000, 100))} kg`],
          ['Drum Width', `${num(drum)} mm`],
          ['Vibration Frequency', '30 / 35 Hz'],
          ['Amplitude', `${num(0.6 + t * 0.08, 1)} / ${num(0.3 + t * 0.04, 1)} mm`],
          ['Centrifugal Force', `${num(t * 22)} kN`],
          ['Gradeability', `${num(Math.min(30 + t, 45))} %`],
        ]),
        g('Engine', [
          ['Rated Power', `${num(round(18 + t * 7, 1))} kW`],
          ['Emission Standard', emission(18 + t * 7)],
        ]),
      ],
      featured: ['Operating Weight', 'Drum Width', 'Centrifugal Force'],
    };
  },
  forklift(kg: number): SpecSheet {
    return {
      groups: [
        g('Main Dimensions', [
          ['Length to Fork Face', `${num(round(2400 + kg * 0.18, 10))} mm`],
          ['Overall Width', `${num(round(1050 + kg * 0.06, 10))} mm`],
          ['Fork Size', kg > 3500 ? '1,220 × 150 × 55 mm' : '1,070 × 122 × 40 mm'],
        ]),
        g('Specifications', [
          ['Rated Capacity', `${num(kg)} kg`],
          ['Load Centre', '500 mm'],
          ['Max Lift Height', '3,000 mm'],
          ['Turning Radius', `${num(round(2100 + kg * 0.12, 10))} mm`],
          ['Service Weight', `${num(round(2200 + kg * 0.9, 50))} kg`],
        ]),
        g('Engine', [
          ['Rated Power', `${num(round(30 + kg * 0.009, 1))} kW`],
          ['Fuel', 'Diesel'],
          ['Transmission', 'Powershift, 2 forward / 2 reverse'],
        ]),
      ],
      featured: ['Rated Capacity', 'Max Lift Height', 'Rated Power'],
      ratedLoad: `${num(kg)} kg`,
    };
  },
  'e-forklift'(kg: number): SpecSheet {
    return {
      groups: [
        g('Main Dimensions', [
          ['Length to Fork Face', `${num(round(2000 + kg * 0.2, 10))} mm`],
          ['Overall Width', `${num(round(1000 + kg * 0.05, 10))} mm`],
        ]),
        g('Specifications', [
          ['Rated Capacity', `${num(kg)} kg`],
          ['Load Centre', '500 mm'],
          ['Max Lift Height', '4,500 mm'],
          ['Max Travel Speed', '16 km/h'],
        ]),
        g('Battery and Motors', [
          ['Battery', kg >= 2500 ? '80 V / 500 Ah lithium-ion' : '48 V / 400 Ah lithium-ion'],
          ['Drive Motor', `${num(kg * 0.005, 1)} kW`],
          ['Charging Time', '1.5 h with fast charger'],
        ]),
      ],
      featured: ['Rated Capacity', 'Max Lift Height', 'Battery'],
      ratedLoad: `${num(kg)} kg`,
    };
  },
  generator(kva: number): SpecSheet {
    return {
      groups: [
        g('Main Dimensions', [
          ['Overall Length', `${num(round(1800 + kva * 3.2, 10))} mm`],
          ['Overall Width', `${num(round(900 + kva * 0.8, 10))} mm`],
          ['Dry Weight', `${num(round(900 + kva * 7.5, 50))} kg`],
        ]),
        g('Specifications', [
          ['Prime Power', `${num(kva)} kVA`],
          ['Standby Power', `${num(round(kva * 1.1, 5))} kVA`],
          ['Rated Voltage', '400 / 230 V'],
          ['Frequency', '60 Hz'],
          ['Power Factor', '0.8'],
          ['Fuel Tank Capacity', `${num(round(120 + kva * 1.2, 10))} L`],
        ]),
        g('Engine', [
          ['Cylinders', kva >= 500 ? '12, V-type' : kva >= 150 ? '6, in-line' : '4, in-line'],
          ['Fuel Consumption at 75% Load', `${num(kva * 0.16, 1)} L/h`],
          ['Governor', 'Electronic'],
        ]),
      ],
      featured: ['Prime Power', 'Standby Power', 'Fuel Tank Capacity'],
    };
  },
} as const;
