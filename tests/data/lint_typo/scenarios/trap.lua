-- Deals 2 damage to whoever enters the trap; the calls are misspelt on purpose.
function trap(ctx, ev)
  figures.damge(ev.figure, 2)
  figuers.damage(ev.figure, 1)
  game.message("The trap snaps shut.")
end
