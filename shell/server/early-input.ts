import { PAGE_READY_ATTRIBUTE } from '@shop/shared/page-data';

/**
 * A server-rendered page reads at once, but its buttons answer only when the page's module has
 * taken it over (<html data-page-ready>, a second or so later on a slow phone). What a shopper
 * does meanwhile is kept, not lost: presses on the page's buttons, checkboxes and radios are
 * held, and what is typed or chosen in its fields is noted (React adopts a field's value
 * silently); once the page is ready they are done again in their order, a frame apart. Links
 * are left alone: they work without scripts. If a script fails to load, holding stops and what
 * was held is dropped: the page then works as plain HTML.
 *
 * ES5 on purpose: it runs before any of the site's scripts, in every browser the page reaches.
 */
export const EARLY_INPUT_JS = `(function(){
var d=document,h=d.documentElement,A=${JSON.stringify(PAGE_READY_ATTRIBUTE)},held=[],watch;
function ready(){return h.hasAttribute(A)}
function typed(f){for(var i=0;i<held.length;i++)if(held[i].field===f)return held[i]}
function press(e){
  if(ready()||!e.target.closest)return;
  var t=e.target.closest('#root button,#root input[type=checkbox],#root input[type=radio]');
  if(!t)return;
  e.preventDefault();e.stopPropagation();held.push({press:t});
}
function type(e){
  var f=e.target,s;
  if(ready()||!f.matches||!f.matches('#root input:not([type=checkbox]):not([type=radio]),#root textarea,#root select'))return;
  // What the shopper last typed or chose: the page may redraw the field before it is given.
  s=typed(f)||held[held.push({field:f})-1];s.value=f.value;
}
function give(f,v){
  if(f.tagName==='SELECT'){f.value=v;return f.dispatchEvent(new Event('change',{bubbles:true}))}
  var set=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f),'value').set;
  f.value=f.defaultValue;set.call(f,v);f.dispatchEvent(new Event('input',{bubbles:true}));
}
function run(steps){
  var s=steps.shift();
  if(!s)return;
  if(s.press&&s.press.isConnected)s.press.click();
  if(s.field&&s.field.isConnected)give(s.field,s.value);
  requestAnimationFrame(function(){setTimeout(function(){run(steps)},0)});
}
function stop(replay){
  watch.disconnect();
  d.removeEventListener('click',press,true);d.removeEventListener('input',type,true);
  // In the order they were done, a frame apart, so each acts on the page the one before left.
  if(replay)run(held);
  held=[];
}
d.addEventListener('click',press,true);
d.addEventListener('input',type,true);
watch=new MutationObserver(function(){if(ready())stop(true)});
watch.observe(h,{attributes:true,attributeFilter:[A]});
addEventListener('error',function(e){if(e.target&&e.target.tagName==='SCRIPT')stop(false)},true);
})();`;

/** The script above as the head of a server-rendered page carries it. */
export const earlyInputScript = (): string => `<script>${EARLY_INPUT_JS}</script>`;
