const {build}=require('esbuild');const z=require('zlib');
build({entryPoints:['../../packages/sdk/src/core.ts'],bundle:true,minify:true,format:'esm',platform:'browser',target:'es2022',write:false}).then(r=>{
 const t=r.outputFiles[0].text; const s=t.replace(/`[^`]{25,}`/g,'`x`');
 console.log(z.gzipSync(t,{level:9}).length, z.gzipSync(s,{level:9}).length)})
