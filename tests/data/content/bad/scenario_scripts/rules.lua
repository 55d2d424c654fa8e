function f(ctx, ev) end
