/** The access token lives in localStorage under 'token' (product-spec.md section 3). */
export const TOKEN_KEY = "token";
