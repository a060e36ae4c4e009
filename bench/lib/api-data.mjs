// The data of a product-API answer for the benches, which take their pages' addresses from it.

/** A reader of `apiUrl`: GETs a path and gives the envelope's data, or throws its error. */
export function apiDataFrom(apiUrl) {
  return async function apiData(pathAndQuery) {
    const res = await fetch(`${apiUrl}${pathAndQuery}`);
    const body = await res.json();
    if (body.responseCode !== 0) throw new Error(`${pathAndQuery}: ${body.errorMessage}`);
    return body.data;
  };
}
