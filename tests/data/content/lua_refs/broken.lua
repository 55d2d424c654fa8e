function broken(ctx, ev)
  if then
end
