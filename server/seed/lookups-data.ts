/** Lookup types as the API numbers them. */
export const LookupType = { DescriptionOfWork: 0, TypeOfWork: 1, Councils: 2 } as const;

export const typesOfWork = [
  { id: 1, name: 'New residential building' },
  { id: 2, name: 'Residential alterations and additions' },
  { id: 3, name: 'Commercial building' },
  { id: 4, name: 'Industrial building' },
  { id: 5, name: 'Civil construction' },
  { id: 6, name: 'Other' },
];

interface Question {
  question: string;
  required: boolean;
}

/** typeOfWorkId null: the user chooses the type. The name OTHER enables a free-text field. */
export const descriptionsOfWork: { id: number; name: string; typeOfWorkId: number | null; questions: Question[] }[] = [
  { id: 1, name: 'Detached house', typeOfWorkId: 1, questions: [{ question: 'How many storeys will the house have?', required: true }] },
  {
    id: 2,
    name: 'Townhouses or units',
    typeOfWorkId: 1,
    questions: [
      { question: 'How many dwellings will be built?', required: true },
      { question: 'How many storeys will the tallest building have?', required: false },
    ],
  },
  { id: 3, name: 'Secondary dwelling (granny flat)', typeOfWorkId: 1, questions: [] },
  { id: 4, name: 'House extension', typeOfWorkId: 2, questions: [{ question: 'What part of the house is being extended?', required: false }] },
  { id: 5, name: 'Kitchen or bathroom renovation', typeOfWorkId: 2, questions: [] },
  { id: 6, name: 'Swimming pool', typeOfWorkId: null, questions: [] },
  { id: 7, name: 'Office building', typeOfWorkId: 3, questions: [{ question: 'What is the gross floor area in square metres?', required: true }] },
  { id: 8, name: 'Shopping centre', typeOfWorkId: 3, questions: [] },
  { id: 9, name: 'Warehouse or factory', typeOfWorkId: 4, questions: [] },
  { id: 10, name: 'Road works', typeOfWorkId: 5, questions: [{ question: 'What is the length of road in kilometres?', required: false }] },
  { id: 11, name: 'Bridge', typeOfWorkId: 5, questions: [] },
  {
    id: 12,
    name: 'Demolition',
    typeOfWorkId: null,
    questions: [
      { question: 'What is being demolished?', required: true },
      { question: 'Does the work include asbestos removal?', required: true },
      { question: 'Is the site heritage listed?', required: false },
    ],
  },
  { id: 13, name: 'Commercial fit-out', typeOfWorkId: 3, questions: [] },
  { id: 14, name: 'Landscaping and retaining walls', typeOfWorkId: null, questions: [] },
  { id: 99, name: 'OTHER', typeOfWorkId: null, questions: [] },
];

export const councils = [
  'Brisbane City Council',
  'Bundaberg Regional Council',
  'Cairns Regional Council',
  'Central Highlands Regional Council',
  'City of Gold Coast',
  'City of Moreton Bay',
  'Fraser Coast Regional Council',
  'Gladstone Regional Council',
  'Gympie Regional Council',
  'Ipswich City Council',
  'Livingstone Shire Council',
  'Lockyer Valley Regional Council',
  'Logan City Council',
  'Mackay Regional Council',
  'Mount Isa City Council',
  'Noosa Shire Council',
  'Redland City Council',
  'Rockhampton Regional Council',
  'Scenic Rim Regional Council',
  'Somerset Regional Council',
  'Southern Downs Regional Council',
  'Sunshine Coast Council',
  'Toowoomba Regional Council',
  'Townsville City Council',
  'Whitsunday Regional Council',
].map((name, i) => ({ id: i + 1, name }));

const councilId = (name: string) => councils.find((c) => c.name === name)!.id;

/** Queensland suburbs with postcode and council, for addresses and projects. */
export const suburbs = [
  ['Brisbane City', '4000', 'Brisbane City Council'],
  ['Fortitude Valley', '4006', 'Brisbane City Council'],
  ['New Farm', '4005', 'Brisbane City Council'],
  ['South Brisbane', '4101', 'Brisbane City Council'],
  ['West End', '4101', 'Brisbane City Council'],
  ['Woolloongabba', '4102', 'Brisbane City Council'],
  ['Toowong', '4066', 'Brisbane City Council'],
  ['Indooroopilly', '4068', 'Brisbane City Council'],
  ['Paddington', '4064', 'Brisbane City Council'],
  ['Chermside', '4032', 'Brisbane City Council'],
  ['Carindale', '4152', 'Brisbane City Council'],
  ['Bulimba', '4171', 'Brisbane City Council'],
  ['Kangaroo Point', '4169', 'Brisbane City Council'],
  ['Southport', '4215', 'City of Gold Coast'],
  ['Surfers Paradise', '4217', 'City of Gold Coast'],
  ['Robina', '4226', 'City of Gold Coast'],
  ['Burleigh Heads', '4220', 'City of Gold Coast'],
  ['Coomera', '4209', 'City of Gold Coast'],
  ['Maroochydore', '4558', 'Sunshine Coast Council'],
  ['Caloundra', '4551', 'Sunshine Coast Council'],
  ['Nambour', '4560', 'Sunshine Coast Council'],
  ['Noosa Heads', '4567', 'Noosa Shire Council'],
  ['Logan Central', '4114', 'Logan City Council'],
  ['Springwood', '4127', 'Logan City Council'],
  ['Beenleigh', '4207', 'Logan City Council'],
  ['Redcliffe', '4020', 'City of Moreton Bay'],
  ['North Lakes', '4509', 'City of Moreton Bay'],
  ['Caboolture', '4510', 'City of Moreton Bay'],
  ['Ipswich', '4305', 'Ipswich City Council'],
  ['Springfield Lakes', '4300', 'Ipswich City Council'],
  ['Cleveland', '4163', 'Redland City Council'],
  ['Capalaba', '4157', 'Redland City Council'],
  ['Toowoomba City', '4350', 'Toowoomba Regional Council'],
  ['Townsville City', '4810', 'Townsville City Council'],
  ['Aitkenvale', '4814', 'Townsville City Council'],
  ['Cairns City', '4870', 'Cairns Regional Council'],
  ['Mackay', '4740', 'Mackay Regional Council'],
  ['Rockhampton City', '4700', 'Rockhampton Regional Council'],
  ['Bundaberg Central', '4670', 'Bundaberg Regional Council'],
  ['Hervey Bay', '4655', 'Fraser Coast Regional Council'],
  ['Gladstone Central', '4680', 'Gladstone Regional Council'],
  ['Airlie Beach', '4802', 'Whitsunday Regional Council'],
].map(([suburb, postcode, council]) => ({ suburb, postcode, councilId: councilId(council) }));

export const streets = [
  'Queen Street', 'Adelaide Street', 'Ann Street', 'Wickham Terrace', 'Logan Road', 'Sandgate Road',
  'Gympie Road', 'Coronation Drive', 'Brunswick Street', 'Boundary Street', 'Stanley Street', 'Oxley Road',
  'Moggill Road', 'Kingsford Smith Drive', 'Gold Coast Highway', 'Nerang Street', 'Aerodrome Road',
  'Bruce Highway', 'Ruthven Street', 'Flinders Street', 'Sheridan Street', 'Victoria Street', 'East Street',
  'Bourbong Street', 'Esplanade', 'Goondoon Street', 'Shute Harbour Road', 'Brisbane Road',
];
