import type { PincodeEntry } from './pincode-directory.ts';

/**
 * Where Shringar delivers and how long it takes, from the warehouse in Maharashtra (Bhiwandi, near Mumbai).
 * Metro cities are served by air express in 2 days; elsewhere surface transport takes longer with distance.
 * Island territories have no courier partner yet.
 */
const METRO_DISTRICTS = new Set([
  'Mumbai',
  'Thane',
  'Pune',
  'Bangalore',
  'Chennai',
  'Kolkata',
  'Hyderabad',
  'Ahmedabad',
  'Gurgaon',
  'Gautam Buddha Nagar',
]);

const NOT_SERVICEABLE = new Set(['Andaman and Nicobar Islands', 'Lakshadweep']);

const DAYS_BY_STATE: Record<string, number> = {
  Maharashtra: 3,
  Goa: 4,
  Gujarat: 4,
  Karnataka: 4,
  Telangana: 4,
  'Madhya Pradesh': 4,
  'Dadra and Nagar Haveli and Daman and Diu': 4,
  'Andhra Pradesh': 5,
  Chhattisgarh: 5,
  'Tamil Nadu': 5,
  Kerala: 5,
  Puducherry: 5,
  Rajasthan: 5,
  Haryana: 5,
  Chandigarh: 5,
  Punjab: 5,
  'Uttar Pradesh': 5,
  Odisha: 6,
  Bihar: 6,
  Jharkhand: 6,
  'West Bengal': 6,
  Uttarakhand: 6,
  'Himachal Pradesh': 6,
  Sikkim: 7,
  Assam: 7,
  Meghalaya: 7,
  Tripura: 7,
  'Arunachal Pradesh': 7,
  Manipur: 7,
  Mizoram: 7,
  Nagaland: 7,
  'Jammu and Kashmir': 7,
  Ladakh: 7,
};
const FARTHEST_DAYS = 7;

type DeliveryEstimate = { isServiceable: boolean; estimatedDeliveryDays?: number };

export function estimateDelivery(entry: PincodeEntry): DeliveryEstimate {
  if (NOT_SERVICEABLE.has(entry.state)) return { isServiceable: false };
  const metro = entry.state === 'Delhi' || METRO_DISTRICTS.has(entry.district);
  const days = metro ? 2 : (DAYS_BY_STATE[entry.state] ?? FARTHEST_DAYS);
  return { isServiceable: true, estimatedDeliveryDays: days };
}
