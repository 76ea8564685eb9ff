/**
 * Which build of fds this code is: a stamp the build writes into both bundles (the launcher and the CLI),
 * so a process can tell whether the owner of a store runs the same code. After an upgrade, a daemon of
 * the previous build must not go on answering with old code (or with chunks the new build removed): it
 * steps aside on first contact and the new build's daemon takes the store. Run from the sources, the
 * stamp is `sources`.
 */
declare const __FDS_BUILD__: string | undefined;

export const BUILD_ID: string = typeof __FDS_BUILD__ === 'string' ? __FDS_BUILD__ : 'sources';
