/**
 * The demo's one form flattener: query strings, url-encoded and multipart bodies all become a flat
 * name → value record the way PHP fills $_GET / $_POST for plain names: when a name repeats, the
 * last value wins. Names keep their brackets ('cart[abc][qty]', 'shipping_method[0]').
 */
export type FormFields = Record<string, string>;

export function formFields(entries: Iterable<readonly [string, unknown]>): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of entries) {
    // Uploaded files are not form text: the demo's forms have none.
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** A url-encoded string ('a=1&b=2'), as a query string or an application/x-www-form-urlencoded body. */
export function urlEncodedFields(text: string): FormFields {
  return formFields(new URLSearchParams(text));
}
