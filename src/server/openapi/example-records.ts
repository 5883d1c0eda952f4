/**
 * The sample records the OpenAPI examples are made of (one Porto flat, its host, a guest's stay),
 * shared so that the examples of related answers agree with each other. examples.ts maps them to schemas.
 */

export const message = {
  id: 'msg_Q8r2Lx0a', conversationId: 'cnv_7Tz1Kp4e', senderId: 'usr_5Jd9xQ2b', mine: true,
  body: 'Hello! Is parking included?', createdAt: '2027-05-02T18:04:11.000Z', readAt: null,
};

export const photo = {
  id: 'pht_k2Lq9w', width: 4032, height: 3024, alt: 'A sofa facing a window over the river', caption: 'The living room at sunset',
  placeholder: '#b9a58c',
  sources: [320, 640, 1024, 1600].map((w) => ({ w, url: `/media/photos/pht_k2Lq9w/${w}.webp` })),
};

export const price = {
  nights: [{ date: '2027-06-12', price: 12000 }, { date: '2027-06-13', price: 12000 }, { date: '2027-06-14', price: 12000 }],
  nightCount: 3, subtotal: 36000, cleaningFee: 4000, serviceFee: 5600, taxes: 0, total: 45600,
};

export const booking = {
  id: 'bkg_9Fh3Ws1q', status: 'confirmed', viewerRole: 'guest',
  listing: {
    id: 'lst_3kq8Zt1wM2', title: 'Bright flat by the river in Porto', city: 'Porto', country: 'PT', timeZone: 'Europe/Lisbon',
    photoUrl: '/media/photos/pht_k2Lq9w/640.webp', checkInFrom: '15:00', checkOutBy: '11:00', cancellationPolicy: 'moderate',
    address: { street: 'Rua de São João 12', city: 'Porto', region: 'Porto', postalCode: '4050-552', country: 'PT' },
    location: { lat: 41.1413, lng: -8.6131 },
  },
  guest: { id: 'usr_5Jd9xQ2b', name: 'Ada Lovelace' }, host: { id: 'usr_1Hq7Rt3m', name: 'Inês' },
  checkIn: '2027-06-12', checkOut: '2027-06-15', guests: { adults: 2, children: 1, infants: 0, pets: 0 },
  currency: 'EUR', price, total: 45600, messageToHost: 'We arrive by train around six.', expiresAt: null, refundAmount: null,
  createdAt: '2027-05-02T18:00:00.000Z',
  history: [{ actor: { kind: 'guest', name: 'Ada Lovelace' }, at: '2027-05-02T18:00:00.000Z', from: null, to: 'confirmed', reason: null, reasonCode: null }],
  availableActions: ['cancel'],
  cancelPreview: { refund: 22800, kept: 22800, rule: 'Half refunded up to 5 days before check-in' },
};

export const hostListing = {
  id: 'lst_3kq8Zt1wM2', slug: 'bright-flat-by-the-river-in-porto', status: 'published', statusReason: null,
  title: 'Bright flat by the river in Porto',
  description: 'Two bedrooms on the third floor of a tiled house in Ribeira, with a balcony over the Douro and the old town at the door.',
  propertyType: 'apartment', roomType: 'entire_place', maxGuests: 4, bedrooms: 2, beds: 3, bathrooms: 1.5,
  amenities: ['wifi', 'kitchen', 'washer', 'heating', 'balcony', 'self_check_in'],
  address: { street: 'Rua de São João 12', city: 'Porto', region: 'Porto', postalCode: '4050-552', country: 'PT' },
  location: { lat: 41.1413, lng: -8.6131 }, timeZone: 'Europe/Lisbon',
  nightlyPrice: 12000, cleaningFee: 4000, currency: 'EUR', minNights: 2, maxNights: 28,
  checkInFrom: '15:00', checkInUntil: '22:00', checkOutBy: '11:00', instantBook: true, cancellationPolicy: 'moderate',
  houseRules: { text: 'Quiet after 22:00, please.', petsAllowed: false, smokingAllowed: false, eventsAllowed: false },
  photos: [photo], editorStep: 'review', missing: {}, availableActions: ['unlist'],
  createdAt: '2027-03-01T10:00:00.000Z', updatedAt: '2027-04-11T08:30:00.000Z',
};

export const wishlist = {
  id: 'wsh_2Bc4De6F', name: 'Summer by the sea', count: 3, cover: photo, createdAt: '2027-04-01T20:00:00.000Z', updatedAt: '2027-04-20T07:45:00.000Z',
};

export const feed = {
  id: 'fed_6Yu2Ii8o', name: 'Other channel', url: 'https://calendar.example.org/export/8c1f.ics', kind: 'url',
  lastSyncedAt: '2027-05-02T18:00:00.000Z', lastError: null, lastErrorCode: null, lastErrorAt: null, blockCount: 2, conflicts: [],
};

const { history: _history, ...listItem } = booking;
/** A booking in a list: without its history. */
export const bookingListItem = listItem;

export const ratings = { cleanliness: 5, accuracy: 4, checkIn: 5, communication: 5, location: 5, value: 4 };

export const card = {
  id: 'lst_3kq8Zt1wM2', slug: 'bright-flat-by-the-river-in-porto', title: 'Bright flat by the river in Porto', propertyType: 'apartment',
  roomType: 'entire_place', city: 'Porto', region: 'Porto', country: 'PT', maxGuests: 4, bedrooms: 2, beds: 3, bathrooms: 1.5,
  ratingAverage: 4.9, reviewCount: 27, nightlyPrice: 12000, currency: 'EUR', total: { nights: 3, amount: 45600 }, instantBook: true,
  location: { lat: 41.142, lng: -8.612 }, photos: [photo], isNew: false,
};

export const listingDetail = {
  id: card.id, status: 'published', slug: card.slug, title: card.title, description: hostListing.description,
  propertyType: 'apartment', roomType: 'entire_place', maxGuests: 4, bedrooms: 2, beds: 3, bathrooms: 1.5, amenities: hostListing.amenities,
  sleepingArrangements: [
    { room: 'bedroom', index: 1, beds: [{ type: 'double', count: 1 }] },
    { room: 'bedroom', index: 2, beds: [{ type: 'single', count: 2 }] },
  ],
  city: 'Porto', region: 'Porto', country: 'PT', location: { lat: 41.142, lng: -8.612, approximate: true }, timeZone: 'Europe/Lisbon',
  nightlyPrice: 12000, cleaningFee: 4000, currency: 'EUR', minNights: 2, maxNights: 28, checkInFrom: '15:00', checkInUntil: '22:00',
  checkOutBy: '11:00', instantBook: true, cancellationPolicy: 'moderate', houseRules: hostListing.houseRules,
  ratingAverage: 4.9, reviewCount: 27, categoryRatings: ratings,
  host: { id: 'usr_1Hq7Rt3m', name: 'Inês', avatarUrl: null, bio: 'Born in Porto; I host in my grandmother\'s old flat.', joinedAt: '2026-01-10T10:00:00.000Z', listingCount: 1 },
  photos: [photo], today: '2027-05-02', createdAt: '2027-03-01T10:00:00.000Z',
};
