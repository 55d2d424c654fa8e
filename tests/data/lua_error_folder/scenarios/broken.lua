function trap(ctx, ev)
  if ev.round == 1 then
    local x =
end
