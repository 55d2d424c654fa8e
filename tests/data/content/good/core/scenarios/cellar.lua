function spikes(ctx, ev) end
function bell(ctx, ev) end
function round(ctx, ev) end
function goal(ctx, ev) return nil end
