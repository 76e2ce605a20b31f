// What Dominican shoppers type, and the demo catalogue's products that must come first for it
// (issue 38). Ids are the demo's: its simple products from 1001 in the order of
// `catalog-seed-products.ts`, its variable products 5001 (the Samsung TV in 50/55/65") and
// 5002 (the Midea mini split in 12,000/18,000/24,000 BTU).

/** Why a query is in the set: what of the shop's Spanish it tries. */
export type RelevanceKind =
  'typo' | 'accents' | 'plural' | 'btu' | 'brand' | 'synonym' | 'sku' | 'option' | 'words';

/** One query and the products any of which may fill its first three places. */
export interface RelevanceCase {
  readonly query: string;
  readonly kind: RelevanceKind;
  readonly expected: readonly number[];
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

const AIR_CONDITIONERS = [...range(1001, 1036), 5002];
const TELEVISIONS = [...range(1037, 1046), 5001];
const SAMSUNG = [1007, 1008, 1028, 1037, 1038, 1047, 1050, 1051, 1058, 1071, 1074, 5001];
const BTU_12000 = [1001, 1004, 1007, 1010, 1011, 1013, 1014, 1031, 5002];
const BTU_18000 = [1002, 1005, 1012, 1021, 1033, 5002];
const BTU_24000 = [1003, 1006, 1008, 1020, 1026, 1029, 5002];
const BTU_36000 = [1016, 1019, 1022, 1023, 1027];
const BTU_60000 = [1018, 1024, 1030, 1034, 1035, 1036];
const STOVES = [...range(1066, 1072), 1074];

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  { query: 'samsumg 55', kind: 'typo', expected: [1037, 5001] },
  { query: 'aire acondisionado 12000', kind: 'typo', expected: BTU_12000 },
  { query: 'televison lg', kind: 'typo', expected: [1039, 1040] },
  { query: 'estifa mabe', kind: 'typo', expected: [1066, 1067] },
  { query: 'calentadro rheem', kind: 'typo', expected: [1061, 1062] },
  { query: 'hisence', kind: 'typo', expected: [1043, 1044] },
  { query: 'wirlpool estufa', kind: 'typo', expected: [1068, 1069] },
  { query: 'frigidare', kind: 'typo', expected: [1031, 1057, 1065, 1070] },
  { query: 'condensadra', kind: 'typo', expected: [1023, 1024, 1025, 1026] },
  { query: 'bocinna jbl', kind: 'typo', expected: [1052, 1053] },
  { query: 'deshumidificadro', kind: 'typo', expected: [1057] },
  { query: 'minisplit carrier', kind: 'typo', expected: [1001, 1002, 1003] },

  { query: 'television samsung', kind: 'accents', expected: [1037, 1038, 5001] },
  { query: 'instalacion mini split', kind: 'accents', expected: [1075, 1076] },
  { query: 'diagnostico aire', kind: 'accents', expected: [1079] },
  { query: 'evaluacion tecnica', kind: 'accents', expected: [1080] },
  { query: 'desinstalacion cassette', kind: 'accents', expected: [1085] },
  { query: 'conveccion', kind: 'accents', expected: [1069] },
  { query: 'induccion', kind: 'accents', expected: [1074] },
  { query: 'AUDIFONOS SONY', kind: 'accents', expected: [1055] },
  { query: 'calentador electrico', kind: 'accents', expected: [1061, 1062] },
  { query: 'bocina portatil', kind: 'accents', expected: [1052] },

  { query: 'aires acondicionados', kind: 'plural', expected: AIR_CONDITIONERS },
  { query: 'televisores', kind: 'plural', expected: TELEVISIONS },
  { query: 'estufas', kind: 'plural', expected: STOVES },
  { query: 'calentadores de agua', kind: 'plural', expected: [1061, 1062, 1063, 1065] },
  { query: 'monitores lg', kind: 'plural', expected: [1048, 1049] },
  { query: 'bocinas', kind: 'plural', expected: [1052, 1053] },
  { query: 'barras de sonido', kind: 'plural', expected: [1051, 1054] },
  { query: 'condensadoras', kind: 'plural', expected: [1023, 1024, 1025, 1026] },
  { query: 'hornos', kind: 'plural', expected: [1069, 1073] },

  { query: '12000 btu', kind: 'btu', expected: BTU_12000 },
  { query: '12,000 BTU', kind: 'btu', expected: BTU_12000 },
  { query: '12 000 BTU', kind: 'btu', expected: BTU_12000 },
  { query: 'aire 18000', kind: 'btu', expected: BTU_18000 },
  { query: '24.000 btu', kind: 'btu', expected: BTU_24000 },
  {
    query: 'inverter 1 tonelada',
    kind: 'btu',
    expected: [1001, 1004, 1007, 1010, 1013, 1014, 5002],
  },
  { query: '1.5 toneladas', kind: 'btu', expected: BTU_18000 },
  { query: 'aire 2 toneladas', kind: 'btu', expected: BTU_24000 },
  { query: '3 toneladas', kind: 'btu', expected: BTU_36000 },
  { query: 'aire 9000 btu', kind: 'btu', expected: [1009, 1015, 1032] },
  { query: '60000 btu', kind: 'btu', expected: BTU_60000 },
  { query: '5 toneladas', kind: 'btu', expected: BTU_60000 },

  { query: 'carrier', kind: 'brand', expected: [1001, 1002, 1003, 1016, 1020, 1023, 1030, 1035] },
  { query: 'lg 55', kind: 'brand', expected: [1039] },
  { query: 'soni bravia', kind: 'brand', expected: [1045, 1046] },
  { query: 'smasung', kind: 'brand', expected: SAMSUNG },
  { query: 'midea inverter', kind: 'brand', expected: [1010, 1036, 5002] },
  { query: 'daikin', kind: 'brand', expected: [1013, 1021, 1025, 1034] },
  { query: 'gree', kind: 'brand', expected: [1011, 1012, 1018, 1024] },
  { query: 'rheem', kind: 'brand', expected: [1061, 1062] },
  { query: 'mabe', kind: 'brand', expected: [1064, 1066, 1067, 1072] },
  { query: 'hisense 75', kind: 'brand', expected: [1044] },
  { query: 'tcl 32', kind: 'brand', expected: [1041] },

  { query: 'tele samsung', kind: 'synonym', expected: [1037, 1038, 5001] },
  { query: 'tele 65', kind: 'synonym', expected: [1038, 1045, 5001] },
  { query: 'tv 50', kind: 'synonym', expected: [1042, 1046, 5001] },
  { query: 'parlante', kind: 'synonym', expected: [1052, 1053] },
  { query: 'parlantes jbl', kind: 'synonym', expected: [1052, 1053] },
  { query: 'altavoz', kind: 'synonym', expected: [1052, 1053] },
  { query: 'cocina mabe', kind: 'synonym', expected: [1066, 1067, 1072] },
  { query: 'cocina 4 quemadores', kind: 'synonym', expected: [1066, 1068, 1070, 1072] },
  { query: 'split 24000', kind: 'synonym', expected: [1003, 1006, 1008, 5002] },
  { query: 'split lg', kind: 'synonym', expected: [1004, 1005, 1006] },
  { query: 'inverter samsung', kind: 'synonym', expected: [1007, 1008] },
  { query: 'abanico', kind: 'synonym', expected: [1060] },

  { query: 'CAR-1001', kind: 'sku', expected: [1001] },
  { query: 'sam-1037', kind: 'sku', expected: [1037] },
  { query: 'SRV-1078', kind: 'sku', expected: [1078] },
  { query: 'MID-MS-INV', kind: 'sku', expected: [5002] },
  { query: 'gre 1024', kind: 'sku', expected: [1024] },

  { query: '55"', kind: 'option', expected: [1037, 1039, 1043, 5001] },
  { query: 'samsung 65"', kind: 'option', expected: [1038, 5001] },
  { query: 'crystal uhd 50', kind: 'option', expected: [5001] },
  { query: 'samsung 50 pulgadas', kind: 'option', expected: [5001] },
  { query: 'mini split midea 24000', kind: 'option', expected: [5002] },

  { query: 'piso techo', kind: 'words', expected: [...range(1016, 1019), 1077, 1082, 1085] },
  { query: 'cassette samsung', kind: 'words', expected: [1028] },
  { query: 'aire de ventana', kind: 'words', expected: [1031, 1032, 1033] },
  { query: 'vrf', kind: 'words', expected: [1034, 1035, 1036] },
  { query: 'mantenimiento mini split', kind: 'words', expected: [1081, 1083] },
  { query: 'regulador de voltaje', kind: 'words', expected: [1059] },
  { query: 'oled', kind: 'words', expected: [1039, 1045] },
  { query: 'subwoofer', kind: 'words', expected: [1051, 1054] },
];

/**
 * Precision in the first three: the share of the places a case can fill (three, or fewer when
 * fewer products are right) that hold a right product.
 */
export function precisionAt3(found: readonly number[], expected: readonly number[]): number {
  const places = Math.min(3, expected.length);
  const right = found.slice(0, 3).filter((id) => expected.includes(id)).length;
  return Math.min(right, places) / places;
}

/** The mean precision in the first three over the set, and the cases below 1. */
export async function measureRelevance(search: (query: string) => Promise<readonly number[]>) {
  const misses: { query: string; found: number[]; precision: number }[] = [];
  let sum = 0;
  for (const { query, expected } of RELEVANCE_SET) {
    const found = [...(await search(query))];
    const precision = precisionAt3(found, expected);
    sum += precision;
    if (precision < 1) misses.push({ query, found: found.slice(0, 3), precision });
  }
  return { precision: sum / RELEVANCE_SET.length, misses };
}
