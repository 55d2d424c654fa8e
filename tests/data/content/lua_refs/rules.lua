function ok(ctx, ev) end
