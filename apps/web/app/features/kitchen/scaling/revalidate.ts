const kitchenParams = ['servings', 'units'];

function withoutKitchenParams(url: URL): string {
  const search = new URLSearchParams(url.search);
  for (const name of kitchenParams) search.delete(name);
  search.sort();
  return `${url.pathname}?${search.toString()}`;
}

/**
 * Servings and units only change how the page shows the same recipe, so a link that changes
 * just those needs no new data from the server.
 */
export function onlyKitchenParamsChanged(current: URL, next: URL): boolean {
  return current.search !== next.search && withoutKitchenParams(current) === withoutKitchenParams(next);
}
