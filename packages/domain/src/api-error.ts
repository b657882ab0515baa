/** The one error body of the API (DESIGN.md 3). `fields` names each bad field of a 400. */
export interface ApiErrorBody {
  message: string;
  code: string;
  fields?: Record<string, string>;
}
