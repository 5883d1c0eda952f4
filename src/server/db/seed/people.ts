import type { Rng } from '../../features/photos/scenes/random.js';

const FIRST = [
  'Sofía', 'Martín', 'Valentina', 'Joaquín', 'Lucía', 'Mateo', 'Camila', 'Diego', 'Inês', 'João', 'Marta', 'Pau', 'Claire', 'Louis',
  'Fiona', 'Callum', 'Yuki', 'Haruto', 'Thandi', 'Sipho', 'Emma', 'Liam', 'Ximena', 'Santiago', 'Agustina', 'Tomás', 'Chloe', 'Oliver',
  'Guðrún', 'Einar', 'Yasmine', 'Karim', 'Ana', 'Rui', 'Noah', 'Mia', 'Aisha', 'Ravi', 'Priya', 'Jonas', 'Elif', 'Mehmet', 'Nora', 'Felix',
  'Isabel', 'Bruno', 'Carmen', 'Andrés', 'Hannah', 'Kenji', 'Amara', 'Luca', 'Giulia', 'Sam', 'Leila', 'Omar', 'Ingrid', 'Pedro',
];
const LAST = [
  'Pereira', 'Rodríguez', 'Fernández', 'González', 'Silva', 'Costa', 'Puig', 'Martin', 'Dubois', 'MacLeod', 'Campbell', 'Tanaka', 'Sato',
  'Nkosi', 'Dlamini', 'Tremblay', 'Hernández', 'López', 'Álvarez', 'Smith', 'Jónsdóttir', 'Benali', 'Alaoui', 'Santos', 'Ferreira',
  'Núñez', 'Sosa', 'Cabrera', 'Acosta', 'Müller', 'Kaya', 'Rossi', 'Patel', 'Kim', 'Walsh', 'Ortiz', 'Larsen', 'Moreau', 'Bianchi',
];
const BIOS = [
  'I grew up in this neighbourhood and love showing guests its hidden corners.',
  'Architect by day, amateur baker by night. I restored this place myself over two years.',
  'We are a family of four who host when we travel; we leave you our favourite places to eat.',
  'Retired teacher, keen gardener and a big believer in a good breakfast.',
  'I work in film and travel often. When I am away, my sister Laura looks after guests.',
  'Musician and surfer. Ask me about the best beaches and where to hear live music.',
  'We run a small cooperative of hosts who care about slow, local travel.',
  'Photographer and cyclist. Bikes are available on request.',
  'I have hosted since 2016 and still enjoy every new guest.',
  '',
];

export function personName(rng: Rng): string {
  return `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
}

export function hostBio(rng: Rng): string {
  return rng.pick(BIOS);
}

/** An e-mail address under the reserved .test domain, so nothing can ever be delivered. */
export function demoEmail(name: string, n: number): string {
  const local = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '');
  return `${local}.${n}@demo.roost.test`;
}
