import { api, publicApi } from '#lib/http/index.ts';
import type { ErrorPolicy } from '#lib/http/client.ts';
import type { CityRef, PlaceHit } from '#modules/geo/client.ts';
import type { AddressView, AddressWithCity, ShipInput } from './validation.ts';

/**
 * The address-book and place calls islands make (shared/spec/API.md "Addresses, checkout
 * and orders"). Each takes the error policy of src/lib/http: forms pass theirs (422 onto
 * fields), other callers get toasts for failures by default.
 */
interface Answer<T> {
  success: boolean;
  msg?: string;
  data: T;
}

export interface ProvinceOption {
  id: number;
  name: string;
}

export interface CityOption extends CityRef {
  province_id: number;
  /** The city centre: where the pin falls back to. */
  latitude: number | null;
  longitude: number | null;
}

export type ReversePlace = PlaceHit & { distance: number };

/** `Ship` as sent: the API reads ASCII digits, numbers as numbers. */
const ship = (input: ShipInput) => ({ Ship: { ...input, unit: input.unit ?? '', latitude: input.latitude ?? '', longitude: input.longitude ?? '' } });

export const addressCalls = {
  provinces: (policy?: ErrorPolicy) => publicApi.get<Answer<{ items: ProvinceOption[] }>>('/v6/address/get-province', policy).then((a) => a.data.items),
  cities: (provinceId: number, policy?: ErrorPolicy) =>
    publicApi.get<Answer<{ items: CityOption[] }>>('/v6/address/get-city', { ...policy, query: { province_id: provinceId } }).then((a) => a.data.items),
  create: (input: ShipInput, policy?: ErrorPolicy) => api.post<Answer<AddressView>>('/v6/address/create', ship(input), policy).then((a) => a.data),
  update: (id: number, input: ShipInput, policy?: ErrorPolicy) =>
    api.patch<Answer<AddressView>>('/v6/address/update', ship(input), { ...policy, query: { id } }).then((a) => a.data),
  remove: (id: number, policy?: ErrorPolicy) => api.delete<Answer<{ id: number }>>('/v6/address/delete', { ...policy, query: { id } }),
  setMain: (id: number, policy?: ErrorPolicy) =>
    api.post<Answer<AddressWithCity>>('/v6/address/set-as-main', { id }, { ...policy, query: { expand: 'city.localPayment' } }).then((a) => a.data),
  search: (q: string, cityId?: number, policy?: ErrorPolicy) =>
    api.post<Answer<{ items: PlaceHit[] }>>('/v6/address/search-address', cityId ? { q, city_id: cityId } : { q }, policy).then((a) => a.data.items),
  reverse: (latitude: number, longitude: number, policy?: ErrorPolicy) =>
    api.post<Answer<ReversePlace>>('/v6/address/search-address-reverse', { latitude, longitude }, policy).then((a) => a.data),
  setCity: (cityId: number, policy?: ErrorPolicy) => api.post<Answer<CityRef>>('/v6/profile/set-city', { city_id: cityId }, policy),
};

export type { AddressView } from './validation.ts';
