/**
 * The demo store's reviewers: shoppers from across India, each with the city their orders went to. First names
 * and surnames are combined, so a few hundred accounts never repeat a full name.
 */
const FIRST_NAMES = [
  'Priya',
  'Ananya',
  'Kavya',
  'Sneha',
  'Pooja',
  'Neha',
  'Divya',
  'Aishwarya',
  'Meera',
  'Riya',
  'Shreya',
  'Nandini',
  'Ishita',
  'Tanvi',
  'Sakshi',
  'Anjali',
  'Deepika',
  'Lakshmi',
  'Swati',
  'Harini',
  'Aditi',
  'Bhavna',
  'Jyoti',
  'Komal',
  'Madhuri',
  'Nisha',
  'Payal',
  'Radhika',
  'Sanjana',
  'Tanya',
  'Rahul',
  'Arjun',
  'Vikram',
  'Karthik',
  'Rohan',
  'Aditya',
  'Siddharth',
  'Nikhil',
  'Amit',
  'Varun',
  'Fatima',
  'Zoya',
  'Simran',
  'Gurpreet',
  'Mehak',
  'Roshni',
  'Sunita',
  'Rekha',
  'Asha',
  'Farah',
] as const;

const SURNAMES = [
  'Sharma',
  'Iyer',
  'Reddy',
  'Nair',
  'Patel',
  'Gupta',
  'Menon',
  'Kulkarni',
  'Das',
  'Banerjee',
  'Singh',
  'Chatterjee',
  'Joshi',
  'Rao',
  'Pillai',
  'Mehta',
  'Verma',
  'Kapoor',
  'Mishra',
  'Bose',
  'Deshpande',
  'Shetty',
  'Agarwal',
  'Khan',
  'Sethi',
  'Naidu',
  'Hegde',
  'Chauhan',
  'Malhotra',
  'Saxena',
] as const;

/** City, state, a pincode there, and a street line. */
const PLACES = [
  ['Mumbai', 'Maharashtra', '400050', 'Hill Road, Bandra West'],
  ['Pune', 'Maharashtra', '411004', 'Law College Road, Erandwane'],
  ['Bengaluru', 'Karnataka', '560034', '17th Main, Koramangala'],
  ['Chennai', 'Tamil Nadu', '600017', 'Usman Road, T. Nagar'],
  ['Hyderabad', 'Telangana', '500034', 'Road No. 12, Banjara Hills'],
  ['Kolkata', 'West Bengal', '700029', 'Rashbehari Avenue, Ballygunge'],
  ['New Delhi', 'Delhi', '110048', 'M Block Market, Greater Kailash'],
  ['Jaipur', 'Rajasthan', '302001', 'MI Road, C-Scheme'],
  ['Ahmedabad', 'Gujarat', '380009', 'CG Road, Navrangpura'],
  ['Kochi', 'Kerala', '682016', 'MG Road, Ernakulam'],
  ['Lucknow', 'Uttar Pradesh', '226001', 'Hazratganj'],
  ['Chandigarh', 'Chandigarh', '160017', 'Sector 17'],
  ['Indore', 'Madhya Pradesh', '452001', 'AB Road, Vijay Nagar'],
  ['Bhubaneswar', 'Odisha', '751001', 'Janpath, Unit 3'],
  ['Guwahati', 'Assam', '781005', 'GS Road, Christian Basti'],
] as const;

export type Reviewer = {
  name: string;
  city: string;
  state: string;
  pincode: string;
  street: string;
};

/** `count` distinct reviewers in a fixed order (the index picks the name and the place). */
export function demoReviewers(count: number): Reviewer[] {
  const out: Reviewer[] = [];
  for (let i = 0; i < count; i++) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
    // A step coprime with the surname count walks every pair before one repeats.
    const last = SURNAMES[(i * 7 + Math.floor(i / FIRST_NAMES.length)) % SURNAMES.length]!;
    const [city, state, pincode, street] = PLACES[(i * 11) % PLACES.length]!;
    out.push({ name: `${first} ${last}`, city, state, pincode, street: `${(i % 90) + 4}, ${street}` });
  }
  return out;
}
