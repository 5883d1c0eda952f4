/**
 * Where the demo stays are. Neighbourhood centres and radii were chosen to stay on land
 * (coasts, rivers and bays kept outside each circle); Montevideo is also checked against its
 * coastline below, because its shore runs through several neighbourhoods.
 */
export type Hood = { name: string; lat: number; lng: number; radiusM: number };
export type City = {
  name: string;
  region: string;
  country: string; // ISO 3166-1 alpha-2
  /** Typical nightly price for an entire flat, in the currency's major unit. */
  price: number;
  postal: (n: number) => string;
  setting: 'coast' | 'river' | 'inland' | 'mountain';
  hoods: Hood[];
  streets: string[];
};

const h = (name: string, lat: number, lng: number, radiusM: number): Hood => ({ name, lat, lng, radiusM });

export const MONTEVIDEO: City = {
  name: 'Montevideo', region: 'Montevideo', country: 'UY', price: 70, setting: 'coast',
  postal: (n) => String(11000 + (n % 9) * 100 + (n % 7) * 10),
  hoods: [
    h('Ciudad Vieja', -34.9066, -56.2055, 260), h('Centro', -34.9050, -56.1905, 450), h('Cordón', -34.8985, -56.1750, 450),
    h('Parque Rodó', -34.9105, -56.1655, 300), h('Punta Carretas', -34.9205, -56.1570, 380), h('Pocitos', -34.9075, -56.1480, 500),
    h('Buceo', -34.8955, -56.1330, 400), h('Malvín', -34.8855, -56.1030, 550), h('Punta Gorda', -34.8885, -56.0800, 320),
    h('Carrasco', -34.8765, -56.0590, 650), h('Tres Cruces', -34.8935, -56.1665, 350), h('Palermo', -34.9085, -56.1785, 260),
    h('Prado', -34.8600, -56.2050, 600), h('Parque Batlle', -34.8955, -56.1530, 380), h('La Blanqueada', -34.8870, -56.1555, 350),
  ],
  streets: [
    'Calle Sarandí', 'Bulevar España', 'Avenida Brasil', 'Calle 21 de Setiembre', 'Juan Benito Blanco', 'Avenida 18 de Julio',
    'Calle Colonia', 'Avenida Rivera', 'Calle Ellauri', 'Calle Luis de la Torre', 'Calle Canelones', 'Calle Maldonado',
    'Avenida Arocena', 'Calle Gabriel Pereira', 'Calle Bartolomé Mitre', 'Calle Rincón', 'Avenida Italia', 'Calle Chucarro',
    'Calle Masini', 'Calle Lorenzo Pérez', 'Calle Scoseria', 'Avenida Agraciada', 'Calle Constituyente', 'Calle Soca',
  ],
};

/** Latitude of Montevideo's shore at a longitude (the Rambla, west to east). Points must lie north of it. */
const SHORE: [number, number][] = [
  [-56.2160, -34.9045], [-56.2120, -34.9095], [-56.2000, -34.9105], [-56.1900, -34.9112], [-56.1800, -34.9130],
  [-56.1700, -34.9160], [-56.1640, -34.9195], [-56.1610, -34.9300], [-56.1560, -34.9215], [-56.1500, -34.9170],
  [-56.1430, -34.9135], [-56.1370, -34.9100], [-56.1280, -34.9055], [-56.1150, -34.8990], [-56.1000, -34.8950],
  [-56.0850, -34.8985], [-56.0700, -34.8920], [-56.0550, -34.8880], [-56.0300, -34.8830],
];

export function isOnMontevideoLand(lat: number, lng: number): boolean {
  if (lng < -56.214 && lat > -34.908) return lng > -56.2140; // the bay west of Ciudad Vieja
  for (let i = 1; i < SHORE.length; i++) {
    const [x0, y0] = SHORE[i - 1]!, [x1, y1] = SHORE[i]!;
    if (lng >= x0 && lng <= x1) {
      const shoreLat = y0 + ((lng - x0) / (x1 - x0)) * (y1 - y0);
      return lat > shoreLat + 0.0012; // ~130 m inland of the waterline
    }
  }
  return lng > -56.2160 && lng < -56.0300;
}

export const OTHER_CITIES: City[] = [
  { name: 'Lisbon', region: 'Lisbon', country: 'PT', price: 95, setting: 'river', postal: (n) => `1${100 + (n % 90)}-${String(100 + n * 7 % 900)}`,
    hoods: [h('Alfama', 38.7125, -9.1300, 180), h('Bairro Alto', 38.7135, -9.1460, 200), h('Graça', 38.7170, -9.1310, 250), h('Príncipe Real', 38.7170, -9.1490, 250), h('Avenidas Novas', 38.7380, -9.1450, 450)],
    streets: ['Rua da Rosa', 'Rua dos Remédios', 'Calçada do Combro', 'Rua de São Bento', 'Avenida da República', 'Rua da Graça', 'Rua do Século'] },
  { name: 'Barcelona', region: 'Catalonia', country: 'ES', price: 120, setting: 'coast', postal: (n) => `080${String(1 + (n % 40)).padStart(2, '0')}`,
    hoods: [h('Eixample', 41.3910, 2.1650, 600), h('Gràcia', 41.4030, 2.1560, 400), h('El Born', 41.3850, 2.1815, 180), h('Poblenou', 41.4040, 2.1960, 300), h('Sant Antoni', 41.3790, 2.1610, 250)],
    streets: ['Carrer de Verdi', 'Carrer de Provença', 'Carrer del Rec', "Rambla del Poblenou", 'Carrer de Sèneca', 'Carrer del Comte Borrell', 'Carrer de Mallorca'] },
  { name: 'Paris', region: 'Île-de-France', country: 'FR', price: 150, setting: 'river', postal: (n) => `750${String(1 + (n % 20)).padStart(2, '0')}`,
    hoods: [h('Le Marais', 48.8590, 2.3600, 350), h('Montmartre', 48.8860, 2.3410, 400), h('Saint-Germain-des-Prés', 48.8520, 2.3330, 250), h('Canal Saint-Martin', 48.8710, 2.3650, 300), h('Belleville', 48.8720, 2.3850, 400)],
    streets: ['Rue des Rosiers', 'Rue Lepic', 'Rue du Bac', 'Quai de Valmy', 'Rue de Belleville', 'Rue de Bretagne', 'Rue des Martyrs'] },
  { name: 'Edinburgh', region: 'Scotland', country: 'GB', price: 130, setting: 'inland', postal: (n) => `EH${1 + (n % 9)} ${1 + (n % 8)}${'ABDEFGHJLN'[n % 10]}${'PQRSTUWXYZ'[(n * 3) % 10]}`,
    hoods: [h('Old Town', 55.9490, -3.1910, 280), h('New Town', 55.9550, -3.1990, 300), h('Leith', 55.9700, -3.1730, 300), h('Stockbridge', 55.9580, -3.2090, 250), h('Marchmont', 55.9380, -3.1920, 300)],
    streets: ['Cockburn Street', 'Dundas Street', 'The Shore', 'Raeburn Place', 'Warrender Park Road', 'Victoria Street', 'Great King Street'] },
  { name: 'Kyoto', region: 'Kyoto Prefecture', country: 'JP', price: 110, setting: 'mountain', postal: (n) => `60${5 + (n % 4)}-${String(8000 + n * 13 % 1000)}`,
    hoods: [h('Gion', 35.0037, 135.7750, 280), h('Higashiyama', 34.9980, 135.7800, 350), h('Nakagyō', 35.0100, 135.7600, 500), h('Arashiyama', 35.0170, 135.6800, 350), h('Kitano', 35.0280, 135.7350, 350)],
    streets: ['Hanamikoji-dori', 'Ninenzaka', 'Sanjo-dori', 'Saga-Tenryuji', 'Imadegawa-dori', 'Shijo-dori', 'Gojo-dori'] },
  { name: 'Cape Town', region: 'Western Cape', country: 'ZA', price: 85, setting: 'coast', postal: (n) => String(8000 + (n % 10)),
    hoods: [h('Gardens', -33.9330, 18.4150, 380), h('Bo-Kaap', -33.9200, 18.4140, 180), h('Tamboerskloof', -33.9270, 18.4090, 250), h('Woodstock', -33.9280, 18.4450, 300), h('Observatory', -33.9380, 18.4690, 300)],
    streets: ['Kloof Street', 'Wale Street', 'Upper Orange Street', 'Albert Road', 'Lower Main Road', 'Rose Street', 'Bree Street'] },
  { name: 'Vancouver', region: 'British Columbia', country: 'CA', price: 140, setting: 'coast', postal: (n) => `V${5 + (n % 2)}${'KLMNRTZ'[n % 7]} ${1 + (n % 8)}${'ABCEGHJ'[n % 7]}${n % 9}`,
    hoods: [h('Kitsilano', 49.2660, -123.1650, 450), h('Mount Pleasant', 49.2630, -123.1000, 450), h('Gastown', 49.2825, -123.1070, 180), h('West End', 49.2825, -123.1290, 220), h('Commercial Drive', 49.2700, -123.0700, 450)],
    streets: ['West 4th Avenue', 'Main Street', 'Water Street', 'Denman Street', 'Commercial Drive', 'Cornwall Avenue', 'Davie Street'] },
  { name: 'Mexico City', region: 'Ciudad de México', country: 'MX', price: 65, setting: 'inland', postal: (n) => String(6700 + (n % 90)).padStart(5, '0'),
    hoods: [h('Roma Norte', 19.4190, -99.1630, 400), h('Condesa', 19.4120, -99.1720, 400), h('Coyoacán', 19.3500, -99.1620, 500), h('Polanco', 19.4330, -99.1950, 500), h('Centro Histórico', 19.4330, -99.1330, 400)],
    streets: ['Calle Colima', 'Avenida Ámsterdam', 'Calle Francisco Sosa', 'Calle Horacio', 'Calle Madero', 'Calle Orizaba', 'Avenida Mazatlán'] },
  { name: 'Buenos Aires', region: 'Buenos Aires', country: 'AR', price: 60, setting: 'river', postal: (n) => `C${1000 + (n % 400)}${'ABCDE'[n % 5]}${'KLMNO'[(n * 3) % 5]}${'PQRST'[(n * 7) % 5]}`,
    hoods: [h('Palermo', -34.5880, -58.4300, 600), h('San Telmo', -34.6210, -58.3730, 300), h('Recoleta', -34.5890, -58.3950, 400), h('Belgrano', -34.5620, -58.4570, 500), h('Villa Crespo', -34.5990, -58.4390, 400)],
    streets: ['Calle Defensa', 'Calle Gurruchaga', 'Avenida Alvear', 'Calle Juramento', 'Calle Thames', 'Calle Humboldt', 'Calle Bolívar'] },
  { name: 'Sydney', region: 'New South Wales', country: 'AU', price: 160, setting: 'coast', postal: (n) => String(2010 + (n % 30)),
    hoods: [h('Surry Hills', -33.8860, 151.2110, 400), h('Paddington', -33.8840, 151.2290, 400), h('Newtown', -33.8980, 151.1790, 400), h('Bondi', -33.8905, 151.2650, 250), h('Glebe', -33.8800, 151.1850, 300)],
    streets: ['Crown Street', 'Oxford Street', 'King Street', 'Hall Street', 'Glebe Point Road', 'Bourke Street', 'Liverpool Street'] },
  { name: 'Reykjavík', region: 'Capital Region', country: 'IS', price: 170, setting: 'coast', postal: (n) => String(101 + (n % 8)),
    hoods: [h('Miðborg', 64.1455, -21.9330, 280), h('Vesturbær', 64.1450, -21.9600, 300), h('Hlíðar', 64.1330, -21.9150, 400), h('Laugardalur', 64.1420, -21.8800, 400)],
    streets: ['Laugavegur', 'Skólavörðustígur', 'Hverfisgata', 'Hringbraut', 'Bergstaðastræti', 'Sundlaugavegur', 'Grettisgata'] },
  { name: 'Marrakech', region: 'Marrakesh-Safi', country: 'MA', price: 70, setting: 'mountain', postal: (n) => String(40000 + (n % 60) * 10),
    hoods: [h('Medina', 31.6290, -7.9890, 500), h('Guéliz', 31.6370, -8.0100, 500), h('Hivernage', 31.6220, -8.0150, 300), h('Mellah', 31.6200, -7.9850, 200)],
    streets: ['Derb Dabachi', 'Rue de la Liberté', 'Avenue Mohammed V', 'Derb Sidi Bouloukat', 'Rue Yougoslavie', 'Derb Jdid', 'Avenue Echouhada'] },
  { name: 'Porto', region: 'Porto', country: 'PT', price: 85, setting: 'river', postal: (n) => `40${String(n % 100).padStart(2, '0')}-${String(100 + (n * 11) % 900)}`,
    hoods: [h('Cedofeita', 41.1540, -8.6200, 350), h('Bonfim', 41.1490, -8.5960, 350), h('Baixa', 41.1470, -8.6100, 250), h('Foz do Douro', 41.1560, -8.6700, 250)],
    streets: ['Rua de Cedofeita', 'Rua do Bonfim', 'Rua das Flores', 'Rua do Passeio Alegre', 'Rua de Santa Catarina', 'Rua Miguel Bombarda'] },
];

export const ALL_CITIES: City[] = [MONTEVIDEO, ...OTHER_CITIES];
