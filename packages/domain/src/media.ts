/** An uploaded file as the storage driver returns it: campaign visuals, item images. */
export interface Media {
  url: string;
  public_id: string;
}
