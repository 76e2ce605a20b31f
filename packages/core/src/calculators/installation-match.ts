/** The BTU/h range an installation service's name states: «9,000 a 12,000 BTU», «hasta 60,000 BTU». */
export function capacityRangeOf(name: string): readonly [number, number] | null {
  const amounts = [...name.matchAll(/(\d{1,3}(?:[.,]\d{3})+|\d+)(?=\s*(?:a\s|BTU))/gi)].map(
    (match) => Number((match[1] ?? '').replace(/[.,]/g, '')),
  );
  const [first, second] = amounts;
  if (first === undefined) return null;
  if (second !== undefined) return [Math.min(first, second), Math.max(first, second)];
  return /hasta/i.test(name) ? [0, first] : [first, first];
}

/**
 * The installation service for an air conditioner of `capacity` BTU/h and type `unitType` (its
 * sub-category's name, e.g. «Mini split»): among the services whose stated range holds the
 * capacity, the first (the list comes cheapest first) naming the type, else the first in range.
 */
export function installationFor<Service extends { readonly name: string }>(
  capacity: number,
  unitType: string | null,
  services: readonly Service[],
): Service | undefined {
  const inRange = services.filter((service) => {
    const range = capacityRangeOf(service.name);
    return range !== null && range[0] <= capacity && capacity <= range[1];
  });
  const type = unitType?.toLocaleLowerCase('es-DO');
  const named = inRange.filter((service) =>
    type === undefined ? false : service.name.toLocaleLowerCase('es-DO').includes(type),
  );
  return named[0] ?? inRange[0];
}
