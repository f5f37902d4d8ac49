export interface CategoryCardData {
  key: string;
  name: string;
  icon: string;
  /** Active recipes in the category. */
  count: number;
}
