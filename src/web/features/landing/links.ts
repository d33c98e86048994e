/** Where every start-trial button leads: the login page, opened on its create-account form. */
export const SIGN_UP_PATH = '/login?mode=signup';
