function squeak(ctx, ev) end
function guard(ctx, ev) end
function flask(ctx, ev) end
