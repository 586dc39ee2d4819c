// The storefront pages a shopper can land on (issue 17: the JavaScript budget and Lighthouse hold
// for each of them). The product and the brand are the first ones the API lists.
export async function storefrontPages(base) {
  const json = (p) => fetch(`${base}${p}`).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${p}: ${r.status}`))));
  const [products, brands] = await Promise.all([json('/api/products?limit=1'), json('/api/brands?limit=1')]);
  return [
    ['home', '/'],
    ['listing', '/categories'],
    ['search', `/search?q=${encodeURIComponent('가방')}`],
    ['product', `/products/${products.items[0].id}`],
    ['brands', '/brands'],
    ['brand', `/brands/${brands.items[0].slug}`],
    ['ranking', '/ranking'],
    ['events', '/events'],
    ['cart', '/cart'],
  ];
}
