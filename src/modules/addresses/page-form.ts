import type { AstroGlobal } from 'astro';
import { getDatabase } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { BAD_TEXT_MESSAGE, badTextField } from '#server/http/bad-text.ts';
import { unfold } from '#server/http/body.ts';
import { errorsOfRefusal, textValues } from '#server/http/form-values.ts';
import { parse } from '#server/http/params.ts';
import { listCities, listProvinces } from '#modules/geo/index.ts';
import type { CityOption, ProvinceOption } from './client.ts';
import { createAddress, updateAddress } from './service.ts';
import { ADDRESS_MESSAGES, PLAIN_ADDRESS_FORM, SHIP_FIELD_NAMES, shipFields, shipOf, type PlainAddressForm } from './validation.ts';

/** What a page gives the address form (AddressForm's `plain`, `provinces` and `cities`). */
export interface AddressFormPage {
  plain: PlainAddressForm;
  provinces: ProvinceOption[];
  /** The cities of the province chosen (posted, or the address's own when editing); none before one is chosen. */
  cities: CityOption[];
}

interface Options {
  /** Where the browser goes once saved (303); `{id}` becomes the address's id. Never taken from the post. */
  next: string;
  /** Editing this address of the shopper (else a new one). */
  id?: number;
  /** The province whose cities show before any post (the edited address's). */
  province?: number;
}

const provinceIdOf = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : 0);

/** A refusal's messages on the form's own fields; the rest (`Ship`, `body`) is the form's alert. */
function onFields(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const name = (SHIP_FIELD_NAMES as readonly string[]).includes(field) ? field : '_';
    out[name] ??= message;
  }
  return out;
}

/**
 * The address form as a plain HTML form, for a page that shows it (/shipping and
 * /cart/complete-profile with an empty address book, the address book's create and edit
 * pages). It posts to the page itself, so Astro's origin check guards it, and it saves
 * through the API's own rules (`shipFields`, then createAddress or updateAddress): saved,
 * 303 to `next`; refused, 422 with each message beside its field and what was typed kept.
 * «نمایش شهرها» (`intent=cities`) saves nothing: the page comes back with the chosen
 * province's cities, which is how a city is chosen without JavaScript. A post that is not
 * this form's (no mark) leaves the page as on a GET.
 */
export async function addressFormPage(Astro: AstroGlobal, userId: number, { next, id, province = 0 }: Options): Promise<Response | AddressFormPage> {
  const { db } = await getDatabase();
  const provinces = await listProvinces(db);
  const action = Astro.url.pathname;
  const values = Astro.request.method === 'POST' ? textValues(await Astro.request.formData().catch(() => new FormData())) : ({} as Record<string, string>);
  if (values[PLAIN_ADDRESS_FORM.mark] === undefined) {
    return { plain: { action, values: {}, errors: {} }, provinces, cities: province ? await listCities(db, province) : [] };
  }

  const chosen = provinceIdOf(values.province_id);
  const cities = chosen ? await listCities(db, chosen) : [];
  const answer = (errors: Record<string, string>, status: number): AddressFormPage => {
    Astro.response.status = status;
    return { plain: { action, values, errors }, provinces, cities };
  };
  if (values[PLAIN_ADDRESS_FORM.intent] === PLAIN_ADDRESS_FORM.cities) {
    return cities.length ? answer({}, 200) : answer({ province_id: ADDRESS_MESSAGES.province }, 422);
  }

  const body = unfold(Object.entries(values));
  const bad = badTextField(body);
  if (bad) return answer(onFields({ [bad]: BAD_TEXT_MESSAGE }), 422);
  try {
    const input = parse(shipFields, shipOf(body));
    const saved = id ? await updateAddress(db, userId, id, input) : await createAddress(db, userId, input);
    return Astro.redirect(next.replace('{id}', String(saved.id)), 303);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return answer(onFields(errorsOfRefusal(err)), err.status);
  }
}
