/** The id of the held module script (modules-after-paint.ts writes it, the starter reads it). */
export const HELD_MODULES_ID = 'held-modules';

/**
 * The inline script that starts the page's JavaScript once its largest element has been painted. The page's
 * LCP image carries `fetchpriority="high"` (the banner, the first photo, the first card); Chromium reports its
 * paint as a largest-contentful-paint entry, and only then are the modules preloaded and React Router's module
 * script (held as a data block) put back, so nothing that only hydrates the page shares the connection with
 * what the shopper is waiting to see. Without such an image, the first largest paint starts them.
 *
 * A backstop for the page whose image is not the largest (or never painted): two frames after `load`. Browsers
 * without largest-contentful-paint entries start two frames after the image has loaded (or at once).
 * Plain ES5 in a string: it runs inline, before any module, under the page's CSP nonce.
 */
export function moduleStarter(modules: readonly string[]): string {
  // `</script>` cannot occur in a URL list, but escape `<` anyway: this text sits inside a script element.
  const list = JSON.stringify(modules).replace(/</g, '\\u003c');
  return `(function(modules){
var me=document.currentScript,started=false;
function start(){if(started)return;started=true;
modules.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.appendChild(l);});
var held=document.getElementById('${HELD_MODULES_ID}'),s=document.createElement('script');
s.type='module';s.nonce=me.nonce;s.textContent=held.textContent;held.replaceWith(s);}
function afterTwoFrames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start);});});}
var hero=document.querySelector('img[fetchpriority="high"]');
var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];
if(types.indexOf('largest-contentful-paint')>=0){
new PerformanceObserver(function(list,observer){if(list.getEntries().some(function(e){return !hero||e.element===hero;})){observer.disconnect();start();}}).observe({type:'largest-contentful-paint',buffered:true});
if(document.readyState==='complete')afterTwoFrames();else addEventListener('load',afterTwoFrames);
}else if(hero&&!hero.complete){hero.addEventListener('load',afterTwoFrames);hero.addEventListener('error',afterTwoFrames);}
else afterTwoFrames();
})(${list});`;
}
