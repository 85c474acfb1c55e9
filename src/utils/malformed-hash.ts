/**
 * Gatsby's scroll handler (gatsby-react-router-scroll) runs `decodeURI` on the
 * address's hash while the app mounts and after every change of address, with
 * no guard: a hash with broken percent-encoding (`/treatments/#%`, `#%E0%A4%A`)
 * throws there, and React unmounts the whole page, leaving it blank
 * (gatsbyjs/gatsby#26828; its fix, #26852, was never merged).
 *
 * Such a hash can name nothing on the site (addresses are made of file names:
 * letters, digits, dashes), so this script drops it before Gatsby reads the
 * address: once while the document's head is parsed, before Gatsby's scripts
 * run and its router takes its first copy of the address, and on every
 * `popstate` (a hash typed into the address bar, back and forward), whose
 * listener it registers before the router registers its own. Plain ES5 in a
 * string: it runs as an inline script in the head of every page (its hash is
 * added to the Content-Security-Policy with Gatsby's own inline scripts).
 */
export const dropMalformedHashScript =
  "(function(){function drop(){try{decodeURI(location.hash)}catch(e){history.replaceState(history.state,'',location.pathname+location.search)}}drop();addEventListener('popstate',drop)})()"
