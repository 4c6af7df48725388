/** The Font Awesome package's version, from the build (web/build/fontAwesomeIcons.ts). */
declare module 'virtual:fa-icons' {
  export const FA_VERSION: string;
}
