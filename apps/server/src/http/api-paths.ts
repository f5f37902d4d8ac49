/** Paths that belong to the API: unknown ones answer a JSON 404 instead of the 404 page. */
export const apiPrefixes = ['/api/v1/', '/api/auth/', '/api/openapi.json', '/users/', '/media/'];
