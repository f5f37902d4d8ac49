// Shared with the server's recipe export (GET /api/v1/recipes/{id}/export): the code lives in the
// contract package.
export {
  absoluteUrl,
  buildRecipeJsonLd,
  serializeJsonLd,
  type JsonLdObject,
  type RecipeJsonLdInput,
} from '@recipes/contracts/plain';
